import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { launchChromium } from '../support/chromium'
import { waitUntilFresh } from '../support/http'
import type { RouteId } from '../routes'
import type { LighthouseFigures } from '../types'

/**
 * The few parts of Lighthouse's result this bench reads. Lighthouse lives in bench/node_modules
 * (a bench-only dependency), so it is loaded at run time and the site's type check never needs it.
 */
interface AuditResult {
  title: string
  score: number | null
  scoreDisplayMode: string
  numericValue?: number
  details?: { items?: Array<Record<string, unknown>> }
}

interface CategoryResult {
  title: string
  score: number | null
  auditRefs: Array<{ id: string; weight: number }>
}

interface LighthouseResult {
  lhr: {
    categories: Record<string, CategoryResult>
    audits: Record<string, AuditResult>
    runWarnings: string[]
    runtimeError?: { code: string; message: string }
    environment?: { benchmarkIndex?: number }
  }
}

type RunLighthouse = (
  url: string,
  flags: Record<string, unknown>,
  config?: unknown,
) => Promise<LighthouseResult | undefined>

const LIGHTHOUSE_DIR = path.resolve(__dirname, '..', 'node_modules', 'lighthouse')
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const RUN_TIMEOUT_MS = 180_000

export function lighthouseInstalled(): boolean {
  return fs.existsSync(path.join(LIGHTHOUSE_DIR, 'core', 'index.js'))
}

async function loadLighthouse(): Promise<{ run: RunLighthouse; desktopConfig: unknown }> {
  const load = (file: string) => import(pathToFileURL(path.join(LIGHTHOUSE_DIR, file)).href)
  const core = (await load('core/index.js')) as { default: RunLighthouse }
  const desktop = (await load('core/config/desktop-config.js')) as { default: unknown }
  return { run: core.default, desktopConfig: desktop.default }
}

const score = (category: CategoryResult | undefined) =>
  category?.score === null || category?.score === undefined ? null : Math.round(category.score * 100)

/** The first page elements an audit names (`node.selector`), to say where a problem is. */
function elementsOf(audit: AuditResult | undefined, limit = 3): string[] {
  const selectors = (audit?.details?.items ?? [])
    .map((item) => (item.node as { selector?: unknown } | undefined)?.selector)
    .filter((selector): selector is string => typeof selector === 'string')
  return [...new Set(selectors)].slice(0, limit)
}

/** Audits that cost points: weighted audits of a category below 100 that did not pass. */
function failingAudits(lhr: LighthouseResult['lhr']): string[] {
  const failing: string[] = []
  for (const id of CATEGORIES) {
    const category = lhr.categories[id]
    if (!category || category.score === 1) continue
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id]
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        const elements = elementsOf(audit)
        const where = elements.length > 0 ? ` at ${elements.join(', ')}` : ''
        failing.push(`${id}: ${ref.id} (${Math.round(audit.score * 100)}) ${audit.title}${where}`)
      }
    }
  }
  return failing
}

/** `…/chunks/main-4280.js` → `main-4280.js`; Lighthouse also lists non-URLs such as "Unattributable". */
function fileName(url: string): string {
  try {
    return new URL(url).pathname.split('/').pop() || url
  } catch {
    return url
  }
}

/** What moves (layout shifts) and what keeps the main thread busy (script evaluation). */
function diagnostics(lhr: LighthouseResult['lhr']): string[] {
  const notes: string[] = []
  const shifting = elementsOf(lhr.audits['layout-shifts'])
  if (shifting.length > 0) notes.push(`layout shifts: ${shifting.join(', ')}`)
  const scripts = (lhr.audits['bootup-time']?.details?.items ?? [])
    .filter((item) => typeof item.url === 'string' && typeof item.total === 'number')
    .slice(0, 3)
    .map((item) => `${fileName(String(item.url))} ${Math.round(Number(item.total))} ms`)
  if (scripts.length > 0) notes.push(`main-thread time by script (throttled): ${scripts.join(', ')}`)
  return notes
}

/**
 * Lighthouse (12.8, Node 20) against one URL in a fresh Chromium, with its default mobile settings
 * (simulated slow 4G and 4× CPU slowdown) or its desktop preset.
 */
export async function runLighthouse(
  url: string,
  routeId: RouteId,
  route: string,
  formFactor: 'mobile' | 'desktop',
): Promise<LighthouseFigures> {
  const { run, desktopConfig } = await loadLighthouse()
  const chromium = await launchChromium()
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Lighthouse took longer than ${RUN_TIMEOUT_MS / 1000} s`)),
      RUN_TIMEOUT_MS,
    )
  })
  try {
    const audit = run(
      url,
      {
        port: chromium.port,
        hostname: '127.0.0.1',
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        maxWaitForLoad: 45_000,
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    )
    // A run abandoned at the timeout still rejects later, when the browser is gone.
    audit.catch(() => undefined)
    const result = await Promise.race([audit, timeout])
    if (!result) throw new Error('Lighthouse returned no result')
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    const numeric = (id: string) => {
      const value = lhr.audits[id]?.numericValue
      return value === undefined ? null : Math.round(value * 1000) / 1000
    }
    return {
      routeId,
      route,
      formFactor,
      scores: {
        performance: score(lhr.categories.performance),
        accessibility: score(lhr.categories.accessibility),
        bestPractices: score(lhr.categories['best-practices']),
        seo: score(lhr.categories.seo),
      },
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      runs: 1,
      performanceScores: [score(lhr.categories.performance)],
      tbtMsRuns: [numeric('total-blocking-time')],
      benchmarkIndexRuns: [benchmarkIndexOf(lhr)],
      failingAudits: failingAudits(lhr),
      diagnostics: diagnostics(lhr),
      warnings: lhr.runWarnings,
    }
  } finally {
    clearTimeout(timer)
    // Stopping the browser also ends a Lighthouse run that is still going.
    await chromium.stop()
  }
}

/**
 * Several runs of one configuration; the run with the median performance score stands for all
 * (Lighthouse's advice against run-to-run noise), with every run's performance score kept.
 */
export async function runLighthouseMedian(
  url: string,
  routeId: RouteId,
  route: string,
  formFactor: 'mobile' | 'desktop',
  runs: number,
): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = []
  for (let index = 0; index < runs; index += 1) {
    // No background regeneration on the server during the trace (see waitUntilFresh).
    await waitUntilFresh(url)
    results.push(await runLighthouse(url, routeId, route, formFactor))
  }
  const byScore = [...results].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1))
  const median = byScore[Math.floor((byScore.length - 1) / 2)] ?? results[0]
  if (!median) throw new Error('no Lighthouse run')
  return {
    ...median,
    runs,
    performanceScores: results.map((result) => result.scores.performance),
    tbtMsRuns: results.map((result) => result.tbtMs),
    benchmarkIndexRuns: results.flatMap((result) => result.benchmarkIndexRuns),
  }
}

/**
 * Lighthouse's measure of this machine's speed when the run started (`environment.benchmarkIndex`:
 * higher is faster). Simulated throttling scales the main-thread time measured here, so the same
 * page gets a lower TBT on a faster machine: a figure means something only beside this index.
 */
function benchmarkIndexOf(lhr: LighthouseResult['lhr']): number | null {
  const index = lhr.environment?.benchmarkIndex
  return typeof index === 'number' && Number.isFinite(index) ? Math.round(index) : null
}
