/**
 * A search library under test, as the relevance benchmark sees it: it answers each query with the
 * pages of its hits, best first, and times its own searches (in this process, or in Chromium for
 * Pagefind, where a site runs it).
 */
export interface SubjectAnswers {
  /** Per query: the page (url without anchor) of each hit, best first. */
  hitPages: string[][]
  /** Milliseconds per search (wall clock), over every round after the first. */
  times: number[]
  /**
   * CPU milliseconds of this process per search, for subjects that search in this process: on a
   * machine others share, the engine's own cost when wall-clock times also count waiting for a core.
   */
  cpuTimes?: number[]
}

export interface SearchSubject {
  name: string
  /** The library version and how it is set up, for the report. */
  setup: string
  /** Runs every query `rounds` times (the first round warms up and is not timed). */
  answer(queries: readonly string[], rounds: number): Promise<SubjectAnswers>
  close?: () => Promise<void>
}

/** A subject whose searches run in this process: one synchronous (or promised) call per query. */
export async function answerInProcess(
  search: (query: string) => string[] | Promise<string[]>,
  queries: readonly string[],
  rounds: number,
): Promise<SubjectAnswers> {
  const hitPages: string[][] = []
  const times: number[] = []
  const cpuTimes: number[] = []
  for (let round = 0; round < rounds; round++) {
    for (const [i, query] of queries.entries()) {
      const startedCpu = process.cpuUsage()
      const started = performance.now()
      const pages = await search(query)
      const elapsed = performance.now() - started
      const cpu = process.cpuUsage(startedCpu)
      if (round === 0) hitPages[i] = pages
      else {
        times.push(elapsed)
        cpuTimes.push((cpu.user + cpu.system) / 1000)
      }
    }
  }
  return { hitPages, times, cpuTimes }
}
