/**
 * `npm run bench:search`: search quality and speed, on this machine.
 * - Relevance, on three sets: the reader queries of bench/relevance/queries.json, and the real users'
 *   questions of bench/relevance/real-questions.json, scored apart as the open two thirds and the
 *   held-out third (whose misses are never listed: the engine is not tuned on them). Our engine and,
 *   on the same records (the current content release, published by the build), MiniSearch and Orama
 *   in this process and Pagefind over the rendered pages (`.next/server/pages`) in headless
 *   Chromium: top-1/top-3 accuracy per hit and per distinct page, query time, and time over every
 *   prefix (typing).
 * - Speed: index build time and memory, engine time and HTTP answer time at concurrency 1 and 64,
 *   on the site's records and on a generated corpus of 10,000 pages.
 * Writes bench/results/search.json (every figure) and bench/results/search.md (readable).
 *
 *   npm run bench:search                    everything (a few minutes on 2 cores)
 *   npm run bench:search -- --relevance     only the relevance comparison
 *   npm run bench:search -- --speed         only the speed figures
 *   npm run bench:search -- --skip-pagefind relevance without the browser
 *   npm run bench:search -- --only=ours     only the subjects whose name contains the text
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Synonym } from '../lib/search/engine/language/synonyms'
import type { SearchRecord } from '../lib/search/record'
import { currentRelease } from '../e2e/support/release'
import { siteConfig } from '../site.config'
import { generateCorpus } from './search-corpus'
import { BENCH_DIR, benchPackageInstalled } from './search/bench-packages'
import { miniSearch } from './search/minisearch'
import { orama } from './search/orama'
import { ourEngine } from './search/ours'
import { pagefind, renderedPages } from './search/pagefind'
import { scoreSubject } from './search/relevance'
import { loadRelevanceSet, REAL_QUESTIONS_FILE, type RelevanceQuery } from './search/relevance-set'
import { type RelevanceSetResult, renderSearchMarkdown } from './search/report'
import { benchmarkCorpus, type CorpusResult } from './search/speed'
import type { SearchSubject } from './search/subject'
import { runChecked, stopAllProcesses } from './support/processes'

const GENERATED_PAGES = 10_000
const ROOT = path.join(__dirname, '..')
const RESULTS_DIR = path.join(__dirname, 'results')
const BENCH_PACKAGES = ['minisearch', '@orama/orama', 'pagefind']

async function ensureBenchPackages(): Promise<void> {
  if (BENCH_PACKAGES.every(benchPackageInstalled)) return
  console.log('installing the bench-only dependencies into bench/node_modules…')
  // The committed lock is complete (every platform's optional packages): a plain `npm ci`.
  await runChecked('npm', 'npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: BENCH_DIR,
    timeoutMs: 10 * 60_000,
  })
}

interface SiteSearch {
  records: SearchRecord[]
  synonyms: Synonym[]
  /** The release's permanent redirects (pages that moved), for answers written before the move. */
  redirects: Record<string, string>
}

/** The site's records and synonyms: the current content release (what `npm run build` published). */
async function readSiteRecords(): Promise<SiteSearch | null> {
  try {
    const release = await currentRelease()
    const { records, synonyms } = release.search
    return { records, synonyms, redirects: release.redirects }
  } catch {
    return null
  }
}

async function measureRelevance(
  { records, synonyms, redirects }: SiteSearch,
  skipPagefind: boolean,
  only: string | undefined,
): Promise<{ sets: RelevanceSetResult[]; notMeasured: string[] }> {
  const { basePath } = siteConfig
  const pages = new Set(records.map((record) => record.url_without_anchor))
  const real = loadRelevanceSet(basePath, pages, redirects, REAL_QUESTIONS_FILE)
  const sets: Array<{ id: RelevanceSetResult['id']; queries: RelevanceQuery[] }> = [
    { id: 'keywords', queries: loadRelevanceSet(basePath, pages, redirects) },
    { id: 'real-open', queries: real.filter((entry) => !entry.heldOut) },
    { id: 'real-held-out', queries: real.filter((entry) => entry.heldOut) },
  ]
  const subjects: Array<() => Promise<SearchSubject>> = [
    async () => ourEngine('Ours', records, synonyms),
    async () =>
      ourEngine('Ours, word forms, stop words and synonyms off', records, [], {
        ignorePlurals: false,
        removeStopWords: false,
        spellingVariants: false,
      }),
    async () => miniSearch(records),
    () => orama(records),
  ]
  const notMeasured: string[] = []
  const pagesDirectory = path.join(ROOT, '.next', 'server', 'pages')
  if (skipPagefind) notMeasured.push('Pagefind: skipped (--skip-pagefind)')
  else if (!fs.existsSync(pagesDirectory))
    notMeasured.push(`Pagefind: no rendered pages in ${pagesDirectory}; run npm run build first`)
  else subjects.push(() => pagefind(renderedPages(pagesDirectory, basePath, pages), basePath))
  const results: RelevanceSetResult[] = sets.map(({ id, queries }) => ({
    id,
    queries: queries.length,
    results: [],
  }))
  for (const create of subjects) {
    const subject = await create()
    if (only && !subject.name.toLowerCase().includes(only)) {
      await subject.close?.()
      continue
    }
    try {
      for (const [index, { id, queries }] of sets.entries()) {
        console.log(`relevance: ${subject.name}, ${id}…`)
        const scored = await scoreSubject(subject, queries, { hideMisses: id === 'real-held-out' })
        results[index]?.results.push(scored)
      }
    } finally {
      await subject.close?.()
    }
  }
  return { sets: results, notMeasured }
}

function printRelevance(sets: readonly RelevanceSetResult[]): void {
  for (const { id, queries, results } of sets) printSet(`${id} (${queries} queries)`, results)
}

function printSet(title: string, results: RelevanceSetResult['results']): void {
  console.log(
    `\n${title.padEnd(46)} top1 hit  top3 hit  top1 page  top3 page  p50 ms  p95 ms  typing p95  CPU p95`,
  )
  for (const result of results) {
    console.log(
      `${result.name.padEnd(46)} ${String(result.perHit.top1Percent).padStart(8)}  ${String(result.perHit.top3Percent).padStart(8)}  ${String(result.perPage.top1Percent).padStart(9)}  ${String(result.perPage.top3Percent).padStart(9)}  ${String(result.queryTime.p50Ms).padStart(6)}  ${String(result.queryTime.p95Ms).padStart(6)}  ${String(result.typingTime.p95Ms).padStart(10)}  ${String(result.queryCpuTime?.p95Ms ?? '–').padStart(7)}`,
    )
  }
}

function printSpeed(results: readonly CorpusResult[]): void {
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
  for (const result of results) {
    console.log(
      `\n${result.corpus}: ${result.pages} pages, ${result.records} records, ${result.words} distinct words`,
    )
    console.log(
      `  index build ${result.buildMs} ms (CPU ${result.buildCpuMs} ms); typed arrays ${mb(result.indexTypedArrayBytes)}; heap growth ${mb(result.heapDeltaBytes)} (${mb(result.heapWithScratchBytes)} with search scratch)`,
    )
    const { wall, cpu } = result.engine
    console.log(
      `  engine only, ${result.queries} mixed queries: wall p50 ${wall.p50Ms} / p95 ${wall.p95Ms} / p99 ${wall.p99Ms} ms; CPU p50 ${cpu.p50Ms} / p95 ${cpu.p95Ms} / p99 ${cpu.p99Ms} ms`,
    )
    for (const row of result.http) {
      console.log(
        `  HTTP at concurrency ${row.concurrency}: p50 ${row.p50Ms} / p95 ${row.p95Ms} / p99 ${row.p99Ms} ms, ${row.requestsPerSecond} req/s`,
      )
    }
  }
}

async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2))
  const onlyRelevance = args.has('--relevance')
  const onlySpeed = args.has('--speed')
  const loadAverageBefore = os.loadavg()
  console.log(
    `load average: ${loadAverageBefore.map((load) => load.toFixed(1)).join(' ')} on ${os.cpus().length} CPUs`,
  )
  const site = await readSiteRecords()
  if (!site) console.log("(no current content release: run npm run build to measure the site's own records)")
  let relevance: Awaited<ReturnType<typeof measureRelevance>> | null = null
  if (!onlySpeed && site) {
    await ensureBenchPackages()
    const only = process.argv
      .find((arg) => arg.startsWith('--only='))
      ?.slice('--only='.length)
      .toLowerCase()
    relevance = await measureRelevance(site, args.has('--skip-pagefind'), only)
    printRelevance(relevance.sets)
    for (const reason of relevance.notMeasured) console.log(`not measured: ${reason}`)
  }
  const speed: CorpusResult[] = []
  if (!onlyRelevance) {
    if (site) {
      const pages = new Set(site.records.map((record) => record.url_without_anchor)).size
      speed.push(
        await benchmarkCorpus('site (the current content release)', site.records, pages, site.synonyms),
      )
    }
    const generated = generateCorpus(GENERATED_PAGES)
    speed.push(
      await benchmarkCorpus(`generated (${GENERATED_PAGES} pages)`, generated.records, GENERATED_PAGES),
    )
    printSpeed(speed)
  }
  const report = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    loadAverageBefore,
    loadAverageAfter: os.loadavg(),
    relevance,
    results: speed,
  }
  fs.mkdirSync(RESULTS_DIR, { recursive: true })
  fs.writeFileSync(path.join(RESULTS_DIR, 'search.json'), `${JSON.stringify(report, null, 2)}\n`)
  fs.writeFileSync(path.join(RESULTS_DIR, 'search.md'), renderSearchMarkdown(report))
  console.log('\nwritten: bench/results/search.json, bench/results/search.md')
}

main()
  .catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
  .finally(() => void stopAllProcesses())
