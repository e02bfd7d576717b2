import fs from 'node:fs'
import path from 'node:path'
import { searchHits } from '../../e2e/support/search'
import { pollUntil, sleep } from '../support/http'
import { tail } from '../support/processes'
import { startOurSite } from '../sites/our-site'
import type { PublishFigures } from '../types'

/** `content/docs/server/20-Clustering.mdx` for `/docs/server/Clustering`: number prefixes are not in routes. */
export function docFileForRoute(projectDir: string, route: string): string {
  const docsDir = path.join(projectDir, 'content', 'docs')
  const wanted = route.replace(/^\/docs\/?/, '')
  const routeOf = (file: string) =>
    path
      .relative(docsDir, file)
      .replace(/\.mdx?$/, '')
      .split(path.sep)
      .map((segment) => segment.replace(/^\d+-/, ''))
      .join('/')
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) =>
        entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      )
  const file = walk(docsDir).find((candidate) => /\.mdx?$/.test(candidate) && routeOf(candidate) === wanted)
  if (!file) throw new Error(`no file under content/docs for ${route}`)
  return file
}

interface EditFigures {
  publishMs: number
  pageMs: number
  searchMs: number
  liveMs: number
}

/** Edits measured after the first one (their median is reported). */
const LATER_EDITS = 3

export interface PublishMeasureOptions {
  /** A Redis URL for the release store; the directory store when absent. */
  redisUrl?: string
}

/**
 * One page's edit reaching readers on a running production server with the content watcher
 * (`npm start`), as a writer sees it: append a paragraph with a new word to the page's file, then
 * time when the store's current release changes (publish) and when both the page and a search for
 * the word show it (edit → live). The watcher publishes on save, so "publish start" is the save.
 */
export async function measurePublish(
  projectDir: string,
  route: string,
  options: PublishMeasureOptions = {},
): Promise<PublishFigures> {
  const store = options.redisUrl ? 'redis' : 'fs'
  const env: Record<string, string> = { REVALIDATE_SECONDS: '3600' }
  if (options.redisUrl) env.REDIS_URL = options.redisUrl
  const site = await startOurSite(projectDir, { watchContent: true, env })
  const failWithOutput = (error: unknown): never => {
    throw new Error(`${(error as Error).message}\nserver output:\n${tail(site.output(), 25)}`)
  }
  const published = (output: string) => (output.match(/content: published \S+/g) ?? []).length
  try {
    // The watcher's first publish (of the copy as it is) must be over, so the edit is the only change.
    await pollUntil(
      async () => site.output(),
      (output) => output.includes('(ready)'),
      {
        timeoutMs: 180_000,
        intervalMs: 100,
      },
    )
    const file = docFileForRoute(projectDir, route)
    const pageUrl = `${site.base}${route}`
    /** One edit: append a paragraph with a new word, then poll until the page and search show it. */
    const measureEdit = async (edit: number): Promise<EditFigures> => {
      await sleep(1_000)
      const before = published(site.output())
      const word = `benchmarker${edit}x${Date.now().toString(36)}`
      const started = performance.now()
      fs.appendFileSync(file, `\n\nPublish marker ${word}.\n`)
      let publishMs: number | null = null
      let pageMs: number | null = null
      let searchMs: number | null = null
      const deadline = started + 60_000
      while ((pageMs === null || searchMs === null || publishMs === null) && performance.now() < deadline) {
        const now = () => Math.round(performance.now() - started)
        if (publishMs === null && published(site.output()) > before) publishMs = now()
        if (pageMs === null && (await (await fetch(pageUrl)).text()).includes(word)) pageMs = now()
        if (searchMs === null && (await searchHits(site.base, word)).length > 0) searchMs = now()
        await sleep(10)
      }
      if (pageMs === null || searchMs === null || publishMs === null) {
        throw new Error(`${route} (page, search, publish) did not show the edit within 60 s`)
      }
      return { publishMs, pageMs, searchMs, liveMs: Math.max(pageMs, searchMs) }
    }
    // The first edit after the server starts also pays for compiling the code paths it runs; a
    // writer's session is mostly later edits, so the figures are the median of the next ones.
    const first = await measureEdit(0)
    const later: EditFigures[] = []
    for (let edit = 1; edit <= LATER_EDITS; edit++) later.push(await measureEdit(edit))
    const median = (pick: (edit: EditFigures) => number) =>
      [...later.map(pick)].sort((a, b) => a - b)[Math.floor(later.length / 2)] as number
    const timings = /content: published \S+ \([^;]*; ([^)]*)\)/.exec(
      site
        .output()
        .split('\n')
        .reverse()
        .find((line) => line.includes('content: published')) ?? '',
    )
    const pageMs = median((edit) => edit.pageMs)
    const searchMs = median((edit) => edit.searchMs)
    return {
      method: `npm start (watcher, ${store} store): append a paragraph to ${path.relative(projectDir, file)}; poll the page and the search endpoint every 10 ms; median of ${LATER_EDITS} edits after a first one (first edit after start: release current at ${first.publishMs} ms, live at ${first.liveMs} ms)`,
      store,
      publishMs: median((edit) => edit.publishMs),
      pageLiveMs: pageMs,
      searchLiveMs: searchMs,
      editToLiveMs: median((edit) => edit.liveMs),
      publishSteps: timings?.[1] ?? null,
    }
  } catch (error) {
    return failWithOutput(error)
  } finally {
    await site.stop()
  }
}
