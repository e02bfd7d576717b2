/**
 * The relevance set (bench/relevance/queries.json): reader queries, each with the pages that answer
 * it, as paths below the base path. Checked on load, so a typo in the file is reported by name.
 */
import fs from 'node:fs'
import path from 'node:path'

export interface RelevanceQuery {
  query: string
  kind: string
  /** In the held-out part of the real questions: scored, never looked at query by query. */
  heldOut?: boolean
  /** Page urls with the base path, e.g. `/3.5.6/docs/server/security`. */
  answers: string[]
}

export const RELEVANCE_FILE = path.join(__dirname, '..', 'relevance', 'queries.json')

/**
 * Real users' questions from the upstream tracker, in their words, judged by reading the pages in a
 * session that never saw the engine; a third of them is held out (see the file's description).
 */
export const REAL_QUESTIONS_FILE = path.join(__dirname, '..', 'relevance', 'real-questions.json')

/**
 * `redirects` are the release's permanent redirects (old route → new route, below the base path):
 * an answer written before its page moved (the blog's dated post URLs) names the page it moved to.
 */
export function loadRelevanceSet(
  basePath: string,
  knownPages: ReadonlySet<string>,
  redirects: Readonly<Record<string, string>> = {},
  file: string = RELEVANCE_FILE,
): RelevanceQuery[] {
  const name = path.relative(path.join(__dirname, '..', '..'), file)
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as { queries?: unknown }
  if (!Array.isArray(json.queries)) throw new Error(`${name}: expected { "queries": [...] }`)
  return json.queries.map((entry: unknown, position: number) => {
    const { query, kind, answers, heldOut } = (entry ?? {}) as Record<string, unknown>
    if (
      typeof query !== 'string' ||
      typeof kind !== 'string' ||
      !Array.isArray(answers) ||
      answers.length === 0
    )
      throw new Error(`${name}: query ${position} needs "query", "kind" and a non-empty "answers"`)
    if (heldOut !== undefined && typeof heldOut !== 'boolean')
      throw new Error(`${name}: query ${position}: "heldOut" is true or false`)
    const pages = answers.map((answer) => `${basePath}${redirects[String(answer)] ?? String(answer)}`)
    for (const page of pages) {
      if (!knownPages.has(page))
        throw new Error(`${name}: query "${query}" names ${page}, which has no records`)
    }
    return { query, kind, answers: pages, ...(heldOut === true ? { heldOut } : {}) }
  })
}

/** Every prefix of every query, as a reader types it (one character more each time). */
export function everyPrefix(queries: readonly string[]): string[] {
  return queries.flatMap((query) => Array.from({ length: query.length }, (_, i) => query.slice(0, i + 1)))
}

/** Every prefix of every query of a relevance set, as a reader types it. */
export function typingPrefixes(queries: readonly RelevanceQuery[]): string[] {
  return everyPrefix(queries.map(({ query }) => query))
}
