/**
 * `npm run bench`: builds and measures this site and a Docusaurus 3.9.2 build of the same content
 * on this machine, writes bench/results/latest.json and latest.md, and with `--check` exits 1 when
 * a budget figure misses. Everything runs on 127.0.0.1; every server and browser it starts is
 * stopped, also when the run is interrupted or times out. Not part of `npm test`.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { attempt, notMeasured } from './measure/attempt'
import { lighthouseInstalled } from './measure/lighthouse'
import { firstLoadModules } from './measure/first-load-modules'
import { measureSite, type BrowserFigures } from './measure/measure-site'
import { measurePublish } from './measure/publish'
import { parseOptions, type BenchOptions } from './options'
import { checkBudget } from './report/budget'
import { compareSites } from './report/compare'
import { renderMarkdown } from './report/markdown'
import type { ScaleResults } from './scale/report'
import { PUBLISH_ROUTE, ROUTES } from './routes'
import {
  buildDocusaurus,
  docusaurusInstalled,
  generateDocusaurusSite,
  startDocusaurusSite,
} from './sites/docusaurus-site'
import { buildOurSite, startOurSite } from './sites/our-site'
import { treeRevision } from './support/built-project'
import { chromiumVersion } from './support/chromium'
import { errorMessage, log } from './support/log'
import { median } from './support/stats'
import { runChecked, stopAllProcesses } from './support/processes'
import { copyProject, removeAllCopies, type ProjectCopy } from './support/project-copy'
import type {
  BenchReport,
  BenchResults,
  BuildFigures,
  Measured,
  NotMeasured,
  PublishFigures,
  SiteResults,
} from './types'
import { startRedis } from '../lib/testing/redis-server'

const PROJECT_ROOT = path.resolve(__dirname, '..')
const BENCH_DIR = __dirname
const RESULTS_DIR = path.join(BENCH_DIR, 'results')
const BUILD_TIMEOUT_MS = 15 * 60_000
const SEARCH_PATH = '/api/search/1/indexes/*/queries'

const NOT_COMPARED = [
  'Search keystroke-to-results: the Docusaurus dialog (DocSearch) asks the hosted search service, which cannot be reached from here; only the weight of its search code is compared (it is in every page, and what opening the dialog adds is measured for both).',
  'Search server answer time: Docusaurus has no search server; its answers come from the hosted service.',
  'Publishing an edit: Docusaurus cannot publish one page; an edit needs a full rebuild, so its figure is its build time.',
  'Docs landing: Docusaurus serves our `01-index.md` at /3.5.6/docs/index (only a file named `index` becomes /docs); that page is compared with our /3.5.6/docs.',
  'Home: our server answers the home page’s address /3.5.6/ with a 308 redirect to /3.5.6 (and / with a 307 to /3.5.6/), so ours is measured at /3.5.6, where a reader lands; Docusaurus at /3.5.6/.',
]

/** Docusaurus is built and served only for the figures compared with it (weight, Lighthouse). */
function measuresDocusaurus(options: BenchOptions): boolean {
  return !options.skipDocusaurus && (options.parts.has('weight') || options.parts.has('lighthouse'))
}

/** Installs Lighthouse and Docusaurus into bench/node_modules when they are missing. */
async function ensureBenchDependencies(options: BenchOptions): Promise<void> {
  const needsLighthouse = options.parts.has('lighthouse')
  if ((!needsLighthouse || lighthouseInstalled()) && (!measuresDocusaurus(options) || docusaurusInstalled()))
    return
  log('installing the bench-only dependencies into bench/node_modules…')
  // The committed lock is complete (every platform's optional packages): a plain `npm ci`.
  await runChecked('npm', 'npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: BENCH_DIR,
    timeoutMs: 10 * 60_000,
  })
}

async function benchOurSite(options: BenchOptions): Promise<SiteResults> {
  let build: Measured<BuildFigures>
  let builtDir: string
  let copy: ProjectCopy | undefined
  if (options.built) {
    build = notMeasured(`reused the build in ${options.built} (--built)`)
    builtDir = options.built
  } else {
    log('ours: copying the working tree…')
    copy = copyProject(PROJECT_ROOT, { withBuild: false })
    builtDir = copy.dir
    build = await attempt('ours: build (npm run build)', () => buildOurSite(builtDir, BUILD_TIMEOUT_MS))
  }
  try {
    if (!build.measured && !options.built) {
      const reason = `the build failed: ${build.reason.split('\n')[0]}`
      return {
        build,
        publish: notMeasured(reason),
        weight: notMeasured(reason),
        navigation: notMeasured(reason),
        lighthouse: notMeasured(reason),
        searchKeystroke: notMeasured(reason),
        searchServer: notMeasured(reason),
      }
    }
    log('ours: starting the production server…')
    const site = await startOurSite(builtDir, { watchContent: false })
    let figures: BrowserFigures & Pick<SiteResults, 'firstLoadModules'>
    try {
      figures = await measureSite(site, { ...options, searchServerPath: SEARCH_PATH })
    } finally {
      await site.stop()
    }
    const longDoc = figures.weight.measured
      ? figures.weight.routes.find((route) => route.routeId === 'longDoc')
      : undefined
    if (longDoc) {
      figures.firstLoadModules = await attempt('ours: first-load modules', async () => ({
        measured: true as const,
        ...firstLoadModules(builtDir, longDoc),
      }))
    }
    if (!options.parts.has('publish')) {
      return {
        build,
        publish: notMeasured(`skipped (--only ${[...options.parts].join(',')})`),
        ...figures,
      }
    }
    const publish = await attempt('ours: publish an edit (directory store, then Redis)', async () => {
      // Edits go into a copy of the built project, never into the built tree given with --built.
      const editable = options.built ? copyProject(builtDir, { withBuild: true }) : undefined
      const redis = await startRedis()
      try {
        const runs: PublishFigures[] = []
        runs.push(await measurePublish(editable?.dir ?? builtDir, PUBLISH_ROUTE))
        runs.push(await measurePublish(editable?.dir ?? builtDir, PUBLISH_ROUTE, { redisUrl: redis.url }))
        return { runs }
      } finally {
        await redis.stop()
        editable?.remove()
      }
    })
    return { build, publish, ...figures }
  } finally {
    copy?.remove()
  }
}

async function benchDocusaurus(options: BenchOptions): Promise<SiteResults | NotMeasured> {
  log('docusaurus: generating bench/docusaurus from content/…')
  try {
    generateDocusaurusSite(PROJECT_ROOT)
  } catch (error) {
    return notMeasured(`the Docusaurus site could not be generated: ${errorMessage(error)}`)
  }
  const build = await attempt('docusaurus: build', () => buildDocusaurus(BUILD_TIMEOUT_MS))
  if (!build.measured) return notMeasured(`the Docusaurus build failed: ${build.reason}`)
  const site = await startDocusaurusSite()
  try {
    const figures = await measureSite(site, { ...options, searchServerPath: undefined })
    return {
      build,
      publish: notMeasured('Docusaurus has no incremental publishing: an edit needs a full rebuild'),
      ...figures,
    }
  } finally {
    await site.stop()
  }
}

/** latest.* hold a full run; a run narrowed with `--only` goes to partial.* (ignored by git). */
function writeResults(results: BenchResults, partial: boolean): void {
  const comparison = compareSites(results.sites.ours, results.sites.docusaurus)
  const name = partial ? 'partial' : 'latest'
  fs.mkdirSync(RESULTS_DIR, { recursive: true })
  // Written beside and renamed, so a reader never sees half a file.
  const write = (name: string, text: string) => {
    const target = path.join(RESULTS_DIR, name)
    fs.writeFileSync(`${target}.tmp`, text)
    fs.renameSync(`${target}.tmp`, target)
  }
  const report: BenchReport = { ...results, comparison }
  write(`${name}.json`, `${JSON.stringify(report, null, 2)}\n`)
  write(`${name}.md`, renderMarkdown(results, comparison, readScaleResults()))
}

/** The last `npm run bench:scale` (a run of its own: it needs Redis and haproxy), summarised in latest.md. */
function readScaleResults(): ScaleResults | undefined {
  const file = path.join(RESULTS_DIR, 'scale.json')
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ScaleResults) : undefined
}

const round2 = (value: number) => Math.round(value * 100) / 100

/** Lighthouse's `benchmarkIndex` over every Lighthouse run of both sites. */
function benchmarkIndexOver(
  sites: Array<SiteResults | NotMeasured>,
): BenchResults['machine']['benchmarkIndex'] {
  const indexes = sites
    .flatMap((site) => ('lighthouse' in site && site.lighthouse.measured ? site.lighthouse.runs : []))
    .flatMap((run) => run.benchmarkIndexRuns)
    .filter((index): index is number => index !== null)
  if (indexes.length === 0) return null
  return {
    median: median(indexes),
    min: Math.min(...indexes),
    max: Math.max(...indexes),
    runs: indexes.length,
  }
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2))
  const startedAt = new Date()
  const loadAtStart = os.loadavg()[0] ?? 0
  const timer = setTimeout(() => {
    log(`the run took longer than ${options.timeoutMinutes} minutes: stopping everything`)
    void stopAllProcesses().finally(() => {
      removeAllCopies()
      process.exit(2)
    })
  }, options.timeoutMinutes * 60_000)
  timer.unref()
  await ensureBenchDependencies(options)

  const failed = (error: unknown) => notMeasured(`the run stopped: ${errorMessage(error)}`)
  const ours = await benchOurSite(options).catch(failed)
  const docusaurus = options.skipDocusaurus
    ? notMeasured('skipped (--skip-docusaurus)')
    : !measuresDocusaurus(options)
      ? notMeasured(`skipped (--only ${[...options.parts].join(',')}: nothing of it is compared)`)
      : await benchDocusaurus(options).catch(failed)

  const cpus = os.cpus()
  const results: BenchResults = {
    startedAt: startedAt.toISOString(),
    durationMs: Date.now() - startedAt.getTime(),
    machine: {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model.trim() ?? 'unknown',
      memoryBytes: os.totalmem(),
      node: process.version,
      chromium: chromiumVersion(),
      loadAverage: { start: round2(loadAtStart), end: round2(os.loadavg()[0] ?? 0) },
      commit: treeRevision(PROJECT_ROOT),
      benchmarkIndex: benchmarkIndexOver([ours, docusaurus]),
    },
    options: {
      check: options.check,
      quick: options.quick,
      skipDocusaurus: options.skipDocusaurus,
      lighthouseRuns: options.quick ? 1 : options.lighthouseRuns,
      built: options.built ?? false,
      ...(options.partial ? { only: [...options.parts].join(',') } : {}),
    },
    routes: Object.fromEntries(ROUTES.map((route) => [route.id, route.ours])),
    sites: { ours, docusaurus },
    budget: checkBudget(ours, docusaurus, options.parts, options.skipDocusaurus),
    notCompared: NOT_COMPARED,
  }
  writeResults(results, options.partial)

  const missed = results.budget.filter((check) => !check.ok)
  const written = path.join(RESULTS_DIR, options.partial ? 'partial.md' : 'latest.md')
  log(`results: ${path.relative(process.cwd(), written)}`)
  if (!('measured' in ours) && ours.searchKeystroke.measured) {
    const { keystrokes } = ours.searchKeystroke
    process.stdout.write(
      `search keystroke to results painted: p50 ${keystrokes.p50Ms} ms, p95 ${keystrokes.p95Ms} ms, p99 ${keystrokes.p99Ms} ms (${keystrokes.samples} keystrokes)\n`,
    )
  }
  for (const check of results.budget) {
    process.stdout.write(
      `${check.ok ? 'met   ' : 'MISSED'}  ${check.figure}: ${check.actual} (budget ${check.budget})\n`,
    )
  }
  if (options.check && missed.length > 0) {
    process.stdout.write(`\n${missed.length} budget figure(s) missed.\n`)
    return 1
  }
  return 0
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping every server and browser the bench started`)
    void stopAllProcesses().finally(() => {
      removeAllCopies()
      process.exit(130)
    })
  })
}

main()
  .catch((error: unknown) => {
    process.stderr.write(`bench: ${errorMessage(error)}\n`)
    return 2
  })
  .then(async (code) => {
    await stopAllProcesses()
    removeAllCopies()
    process.exit(code)
  })
