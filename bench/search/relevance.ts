/**
 * Scores search subjects on the relevance set: top-1 and top-3 accuracy counted per hit (is one of
 * the first k hits on an answering page?) and per distinct page (is one of the first k different
 * pages an answering page? a reader sees results grouped by page), and the time of a search: per
 * query, and over every prefix of every query as a reader types them.
 */
import type { RelevanceQuery } from './relevance-set'
import { typingPrefixes } from './relevance-set'
import type { SearchSubject } from './subject'

export interface Accuracy {
  top1: number
  top3: number
  /** Percentages of the queries, one decimal. */
  top1Percent: number
  top3Percent: number
}

export interface Timing {
  samples: number
  p50Ms: number
  p95Ms: number
}

export interface SubjectResult {
  name: string
  setup: string
  queries: number
  perHit: Accuracy
  perPage: Accuracy
  /** Top-3 per distinct page, by kind of query. */
  top3PageByKind: Record<string, { hits: number; of: number }>
  queryTime: Timing
  typingTime: Timing
  /** The same in CPU time of this process (subjects searching in this process only). */
  queryCpuTime?: Timing
  typingCpuTime?: Timing
  /**
   * Queries without an answering page in the first three distinct pages, with what came instead;
   * null for a held-out set, whose queries nobody tuning the engine may see one by one.
   */
  misses: Array<{ query: string; kind: string; pages: string[] }> | null
}

function distinct(pages: readonly string[]): string[] {
  return [...new Set(pages)]
}

function accuracy(found: readonly boolean[][], k: number): number {
  return found.filter((perRank) => perRank.slice(0, k).some(Boolean)).length
}

const percent = (count: number, of: number) => Math.round((1000 * count) / of) / 10

function timing(times: readonly number[]): Timing {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (p: number) =>
    Math.round((sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) * 100) /
    100
  return { samples: sorted.length, p50Ms: at(50), p95Ms: at(95) }
}

export const QUERY_ROUNDS = 6
export const TYPING_ROUNDS = 3

export async function scoreSubject(
  subject: SearchSubject,
  set: readonly RelevanceQuery[],
  options: { hideMisses?: boolean } = {},
): Promise<SubjectResult> {
  const { hitPages, times, cpuTimes } = await subject.answer(
    set.map((entry) => entry.query),
    QUERY_ROUNDS,
  )
  const typing = await subject.answer(typingPrefixes(set), TYPING_ROUNDS)
  const perHit = set.map((entry, i) => (hitPages[i] ?? []).map((page) => entry.answers.includes(page)))
  const perPage = set.map((entry, i) =>
    distinct(hitPages[i] ?? []).map((page) => entry.answers.includes(page)),
  )
  const summary = (found: boolean[][]): Accuracy => {
    const top1 = accuracy(found, 1)
    const top3 = accuracy(found, 3)
    return { top1, top3, top1Percent: percent(top1, set.length), top3Percent: percent(top3, set.length) }
  }
  const top3PageByKind: SubjectResult['top3PageByKind'] = {}
  set.forEach((entry, i) => {
    const bucket = (top3PageByKind[entry.kind] ??= { hits: 0, of: 0 })
    bucket.of++
    if ((perPage[i] ?? []).slice(0, 3).some(Boolean)) bucket.hits++
  })
  return {
    name: subject.name,
    setup: subject.setup,
    queries: set.length,
    perHit: summary(perHit),
    perPage: summary(perPage),
    top3PageByKind,
    queryTime: timing(times),
    typingTime: timing(typing.times),
    ...(cpuTimes && typing.cpuTimes
      ? { queryCpuTime: timing(cpuTimes), typingCpuTime: timing(typing.cpuTimes) }
      : {}),
    misses: options.hideMisses
      ? null
      : set
          .map((entry, i) => ({
            entry,
            pages: distinct(hitPages[i] ?? []).slice(0, 3),
            found: perPage[i] ?? [],
          }))
          .filter(({ found }) => !found.slice(0, 3).some(Boolean))
          .map(({ entry, pages }) => ({ query: entry.query, kind: entry.kind, pages })),
  }
}
