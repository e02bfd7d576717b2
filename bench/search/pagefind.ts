/**
 * Pagefind, as a static site runs it: its Node indexing API over our rendered pages (the built HTML
 * in `.next/server/pages`, with `data-pagefind-body` on the article, as Starlight marks its
 * content), then its own `pagefind.js` in headless Chromium, loaded from a local static server.
 * Its answers are pages, so a hit is a page; times are taken inside the page around
 * `pagefind.search()` (its UI adds a 300 ms debounce, not counted here).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium as playwright } from 'playwright-core'
import { launchChromium } from '../support/chromium'
import { serveStatic } from '../support/static-server'
import { BENCH_DIR, benchPackageVersion } from './bench-packages'
import { HITS_PER_QUERY } from './documents'
import type { SearchSubject, SubjectAnswers } from './subject'

interface PagefindIndex {
  addHTMLFile(file: { url: string; content: string }): Promise<{ errors: string[] }>
  writeFiles(options: { outputPath: string }): Promise<{ errors: string[] }>
}
interface PagefindModule {
  createIndex(config?: Record<string, unknown>): Promise<{ errors: string[]; index?: PagefindIndex }>
  close(): Promise<void>
}

/** The built HTML file of each page of the site that has search records. */
export function renderedPages(
  pagesDirectory: string,
  basePath: string,
  pages: ReadonlySet<string>,
): Map<string, string> {
  const files = new Map<string, string>()
  for (const page of pages) {
    const relative = page.slice(basePath.length).replace(/^\//, '')
    const file = path.join(pagesDirectory, `${relative}.html`)
    if (fs.existsSync(file)) files.set(page, file)
  }
  return files
}

export async function pagefind(
  pageFiles: ReadonlyMap<string, string>,
  basePath: string,
): Promise<SearchSubject> {
  const pagefindApi = (await import(
    pathToFileURL(path.join(BENCH_DIR, 'node_modules', 'pagefind', 'lib', 'index.js')).href
  )) as PagefindModule
  const siteDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'sba-bench-pagefind-'))
  const { index, errors } = await pagefindApi.createIndex({ forceLanguage: 'en' })
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`)
  for (const [url, file] of pageFiles) {
    const content = fs.readFileSync(file, 'utf8').replace(/<article\b/, '<article data-pagefind-body')
    const added = await index.addHTMLFile({ url, content })
    if (added.errors.length > 0) throw new Error(`pagefind: ${url}: ${added.errors.join('; ')}`)
  }
  const written = await index.writeFiles({ outputPath: path.join(siteDirectory, 'pagefind') })
  if (written.errors.length > 0) throw new Error(`pagefind: ${written.errors.join('; ')}`)
  await pagefindApi.close()
  fs.writeFileSync(path.join(siteDirectory, 'index.html'), '<!doctype html><title>search</title><p>search')
  const server = await serveStatic(siteDirectory, basePath)
  const chromium = await launchChromium()
  const browser = await playwright.connectOverCDP(`http://127.0.0.1:${chromium.port}`)
  const context = browser.contexts()[0] ?? (await browser.newContext())
  const page = await context.newPage()
  await page.goto(`${server.origin}${basePath}/index.html`)
  await page.evaluate(async (script) => {
    const loaded = (await import(script)) as { init(): Promise<void> }
    await loaded.init()
    ;(globalThis as { pagefind?: unknown }).pagefind = loaded
  }, `${basePath}/pagefind/pagefind.js`)
  const answer = (queries: readonly string[], rounds: number): Promise<SubjectAnswers> =>
    page.evaluate(
      async ({ queries, rounds, hits, base }) => {
        interface Result {
          data(): Promise<{ url: string }>
        }
        const api = (
          globalThis as unknown as { pagefind: { search(q: string): Promise<{ results: Result[] }> } }
        ).pagefind
        const hitPages: string[][] = []
        const times: number[] = []
        for (let round = 0; round < rounds; round++) {
          for (const [i, query] of queries.entries()) {
            const started = performance.now()
            const found = await api.search(query)
            const elapsed = performance.now() - started
            if (round > 0) {
              times.push(elapsed)
              continue
            }
            const data = await Promise.all(found.results.slice(0, hits).map((result) => result.data()))
            // Pagefind puts the base path it was loaded from before the urls it was given.
            hitPages[i] = data.map((entry) =>
              entry.url.startsWith(base + base) ? entry.url.slice(base.length) : entry.url,
            )
          }
        }
        return { hitPages, times }
      },
      { queries: [...queries], rounds, hits: HITS_PER_QUERY, base: basePath },
    )
  return {
    name: 'Pagefind',
    setup: `${benchPackageVersion('pagefind')}: Node indexing API over ${pageFiles.size} rendered pages (article marked data-pagefind-body), pagefind.js in headless Chromium`,
    answer,
    close: async () => {
      await browser.close().catch(() => undefined)
      await chromium.stop()
      await server.close()
      fs.rmSync(siteDirectory, { recursive: true, force: true })
    },
  }
}
