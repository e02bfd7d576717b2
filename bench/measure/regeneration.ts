import fs from 'node:fs'
import path from 'node:path'
import { pollUntil, sleep } from '../support/http'
import { tail } from '../support/processes'
import { startOurSite } from '../sites/our-site'
import type { RegenerationFigures } from '../types'

const SECRET = 'bench-revalidate-secret'

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

/**
 * One page's regeneration on a running production server with the content watcher: append a
 * paragraph to the page's file, call the revalidation webhook for that page, and poll the page
 * until it contains the paragraph.
 */
export async function measureRegeneration(projectDir: string, route: string): Promise<RegenerationFigures> {
  const site = await startOurSite(projectDir, {
    watchContent: true,
    env: { REVALIDATE_SECRET: SECRET, REVALIDATE_SECONDS: '3600' },
  })
  const failWithOutput = (error: unknown): never => {
    throw new Error(`${(error as Error).message}\nserver output:\n${tail(site.output(), 25)}`)
  }
  try {
    // Let the watcher finish its first generation, so the edit is the only change in flight.
    await pollUntil(
      async () => site.output(),
      (output) => /Generated \d+ documents/.test(output),
      { timeoutMs: 30_000, intervalMs: 200 },
    )
    await sleep(1_000)
    const file = docFileForRoute(projectDir, route)
    const marker = `bench-regeneration-${Date.now()}`
    const pageUrl = `${site.base}${route}`
    const started = performance.now()
    fs.appendFileSync(file, `\n\nRegeneration marker ${marker}.\n`)
    const webhook = await fetch(`${site.base}/api/revalidate`, {
      method: 'POST',
      headers: { 'x-revalidate-secret': SECRET, 'content-type': 'application/json' },
      body: JSON.stringify({ paths: [route] }),
      signal: AbortSignal.timeout(120_000),
    })
    const webhookMs = performance.now() - started
    const webhookBody = await webhook.text()
    if (!webhook.ok) throw new Error(`the webhook answered ${webhook.status}: ${webhookBody.slice(0, 200)}`)
    const fresh = await pollUntil(
      async () => (await fetch(pageUrl)).text(),
      (html) => html.includes(marker),
      { timeoutMs: 60_000, intervalMs: 25 },
    )
    if (!fresh.includes(marker)) throw new Error(`${route} did not show the edit within 60 s of the webhook`)
    return {
      method: `append a paragraph to ${path.relative(projectDir, file)}, POST /api/revalidate {"paths":["${route}"]}, poll ${route}`,
      saveToFreshMs: Math.round(performance.now() - started),
      webhookMs: Math.round(webhookMs),
    }
  } catch (error) {
    return failWithOutput(error)
  } finally {
    await site.stop()
  }
}
