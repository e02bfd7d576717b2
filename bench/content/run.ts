/**
 * `npm run bench:content`: publishing cost by site size (issue 26, item 4). For each size, a private
 * copy of the working tree grown to that many pages, published with the directory store: cold, with
 * no change, one-page edits one after the other; then an edit measured from save to live while
 * served (the content watcher and the production server of one build made for the whole run, with
 * the directory store, then Redis and two instances); a server's start and memory. Docusaurus's
 * build of the same grown content for comparison. Writes bench/results/content.json and content.md.
 * Never builds or writes in the checkout itself; every process it starts is stopped at the end, on
 * Ctrl+C and on SIGTERM.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { attempt, notMeasured } from '../measure/attempt'
import { buildOurSite } from '../sites/our-site'
import { errorMessage, log } from '../support/log'
import { stopAllProcesses } from '../support/processes'
import { copyProject, removeAllCopies } from '../support/project-copy'
import type { Measured } from '../types'
import { buildDocusaurusAt } from './docusaurus'
import { pickPages } from './edits'
import { diskUsageBytes } from './figures'
import { parseOptions, USAGE, type ContentBenchOptions } from './options'
import { coldPublishes, publishEdits, unchangedPublish } from './publisher-runs'
import { renderMarkdown, whereTheTimeGoes } from './report'
import { serveWithDirectoryStore, serveWithRedis, stopServing } from './serving'
import { Deadline, interruptSteps, makeSizeCopy } from './size-copy'
import type { ContentBenchResults, SizeResults } from './types'

const PROJECT_ROOT = path.resolve(__dirname, '..', '..')
const RESULTS_DIR = path.resolve(__dirname, '..', 'results')
const BUILD_TIMEOUT_MS = 20 * 60_000
const REDIS_INSTANCES = 2

const round2 = (value: number) => Math.round(value * 100) / 100

function commitInfo(): ContentBenchResults['commit'] {
  const git = (...args: string[]) =>
    execFileSync('git', ['--no-optional-locks', ...args], { cwd: PROJECT_ROOT, encoding: 'utf8' })
  try {
    const changedFiles = git('status', '--porcelain')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3))
    return { head: git('rev-parse', 'HEAD').trim(), dirty: changedFiles.length > 0, changedFiles }
  } catch (error) {
    return { head: `unknown (${errorMessage(error)})`, dirty: false, changedFiles: [] }
  }
}

/**
 * The working tree as it is when the run starts (sources; node_modules hard-linked), which the
 * build and every size are copied from: others may change the checkout while the run goes on, and
 * the publisher and the server must be of the same code.
 */
function snapshotWorkingTree(): string {
  log('copying the working tree (the snapshot every copy of this run is made from)…')
  const snapshot = copyProject(PROJECT_ROOT, { withBuild: false })
  // node_modules is a tree of hard links: its cache folder is removed here, never written through.
  for (const stale of ['.content-releases', path.join('node_modules', '.cache')]) {
    fs.rmSync(path.join(snapshot.dir, stale), { recursive: true, force: true })
  }
  return snapshot.dir
}

/** The one build whose standalone server serves every size (or the one given with --built). */
async function makeBuild(snapshot: string, options: ContentBenchOptions): Promise<ContentBenchResults['build']> {
  if (options.built) return { measured: true, command: `reused (--built)`, wallMs: null, dir: options.built }
  log('build: npm run build in a copy of the snapshot…')
  const copy = copyProject(snapshot, { withBuild: false })
  const build = await attempt('build (npm run build)', () => buildOurSite(copy.dir, BUILD_TIMEOUT_MS))
  if (!build.measured) return build
  log(`build: ${(build.wallMs / 1000).toFixed(0)} s`)
  return { measured: true, command: build.command, wallMs: build.wallMs, dir: copy.dir }
}

/** A Measured from a part of a result that may have failed on its own. */
function part<T extends object>(value: T | { failed: string }): Measured<T> {
  return 'failed' in value ? notMeasured(value.failed) : { measured: true, ...value }
}

async function measureSize(
  snapshot: string,
  requestedPages: number,
  options: ContentBenchOptions,
  build: ContentBenchResults['build'],
): Promise<SizeResults> {
  const started = Date.now()
  const loadAverageAtStart = round2(os.loadavg()[0] ?? 0)
  const deadline = new Deadline(options.timeoutMinutes)
  deadline.stepTimeoutMs()
  log(`${requestedPages} pages: copying the working tree and growing content/…`)
  const copy = makeSizeCopy(snapshot, requestedPages)
  log(`${requestedPages} pages: ${copy.pages} pages in ${copy.dir}`)
  const step = <T extends object>(name: string, measure: () => Promise<T>) =>
    attempt(`${copy.pages} pages: ${name}`, async () => {
      deadline.stepTimeoutMs()
      return measure()
    })
  try {
    const picks = pickPages(copy.contentDir, options.edits + options.liveEdits)
    const editPages = picks.slice(0, options.edits)
    const livePages = picks.slice(options.edits)
    const coldRuns = await step(options.coldRuns > 1 ? `${options.coldRuns} cold publishes` : 'cold publish', () =>
      coldPublishes(copy, deadline, options.coldRuns),
    )
    const coldResult: SizeResults['coldPublish'] = coldRuns.measured ? { measured: true, ...coldRuns.median } : coldRuns
    const storeBytesAfterFirst = coldResult.measured ? diskUsageBytes(copy.storeDir) : 0
    const noCold = notMeasured('the cold publish was not measured')
    const unchangedResult = coldResult.measured
      ? await step('publish with no change', () => unchangedPublish(copy, deadline))
      : noCold
    const editsResult = coldResult.measured
      ? await step(`${editPages.length} one-page edits`, () =>
          publishEdits(copy, editPages, storeBytesAfterFirst, deadline),
        )
      : noCold

    const cannotServe = !build.measured
      ? notMeasured(`no build to serve with: ${build.reason.split('\n')[0]}`)
      : !coldResult.measured
        ? noCold
        : null
    let instance: SizeResults['instance'] = cannotServe ?? notMeasured('not run')
    let liveFs: SizeResults['liveFs'] = cannotServe ?? notMeasured('not run')
    if (build.measured && !cannotServe) {
      const served = await step('edit → live, directory store', () =>
        serveWithDirectoryStore(build.dir, copy, livePages, deadline),
      )
      instance = served.measured ? { measured: true, ...served.instance } : served
      liveFs = served.measured ? part(served.live) : served
    }
    let instancesRedis: SizeResults['instancesRedis'] = options.skipRedis
      ? notMeasured('skipped (--skip-redis)')
      : (cannotServe ?? notMeasured('not run'))
    let liveRedis: SizeResults['liveRedis'] = instancesRedis
    if (build.measured && !cannotServe && !options.skipRedis) {
      const served = await step(`edit → live, Redis and ${REDIS_INSTANCES} instances`, () =>
        serveWithRedis(build.dir, copy, livePages, REDIS_INSTANCES, deadline),
      )
      instancesRedis = served.measured ? { measured: true, instances: served.instances } : served
      liveRedis = served.measured ? part(served.live) : served
    }
    return {
      requestedPages,
      loadAverageAtStart,
      pages: copy.pages,
      coldPublish: coldResult,
      ...(coldRuns.measured && coldRuns.runs.length > 1 ? { coldRuns: coldRuns.runs } : {}),
      unchangedPublish: unchangedResult,
      edits: editsResult,
      instance,
      liveFs,
      instancesRedis,
      liveRedis,
      durationMs: Date.now() - started,
    }
  } finally {
    await stopServing()
    copy.remove()
  }
}

function notMeasuredYet(options: ContentBenchOptions): string[] {
  const lines = [
    '`npm run build` by size (next build prerenders every page of the release): the build is made once, at the size of the working tree, and only serves the grown stores.',
  ]
  if (!options.sizes.some((size) => size >= 5000)) lines.push('5,000 pages: not in this run (`--sizes`).')
  if (options.skipRedis) lines.push('Redis: skipped (--skip-redis).')
  lines.push(
    `More than ${REDIS_INSTANCES} instances, and memory of a server after many releases (only after the ${options.liveEdits} live edits).`,
  )
  return lines
}

function writeResults(results: ContentBenchResults): void {
  fs.mkdirSync(RESULTS_DIR, { recursive: true })
  const write = (name: string, text: string) => {
    const target = path.join(RESULTS_DIR, name)
    fs.writeFileSync(`${target}.tmp`, text)
    fs.renameSync(`${target}.tmp`, target)
  }
  write('content.json', `${JSON.stringify(results, null, 2)}\n`)
  write('content.md', renderMarkdown(results))
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2))
  if (options === 'help') {
    process.stdout.write(`${USAGE}\n`)
    return 0
  }
  // Every publish and server here chooses its own store: none comes from the environment.
  for (const name of ['REDIS_URL', 'REDIS_KEY_PREFIX', 'CONTENT_STORE_DIR']) delete process.env[name]
  const startedAt = new Date()
  const loadAverageBefore = os.loadavg().map(round2)
  const commit = commitInfo()
  const cpus = os.cpus()
  const snapshot = snapshotWorkingTree()
  const build = await makeBuild(snapshot, options)
  const results: ContentBenchResults = {
    startedAt: startedAt.toISOString(),
    durationMs: 0,
    machine: {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model.trim() ?? 'unknown',
      memoryBytes: os.totalmem(),
      node: process.version,
      loadAverageBefore,
      loadAverageAfter: [],
    },
    commit,
    options: {
      sizes: options.sizes,
      timeoutMinutes: options.timeoutMinutes,
      edits: options.edits,
      liveEdits: options.liveEdits,
      coldRuns: options.coldRuns,
      skipDocusaurus: options.skipDocusaurus,
      skipRedis: options.skipRedis,
      built: options.built ?? false,
    },
    build,
    sizes: [],
    docusaurus: notMeasured('not run yet'),
    whereTheTimeGoes: [],
    notMeasuredYet: notMeasuredYet(options),
  }
  const finish = () => {
    results.durationMs = Date.now() - startedAt.getTime()
    results.machine.loadAverageAfter = os.loadavg().map(round2)
    results.whereTheTimeGoes = whereTheTimeGoes(results.sizes)
    writeResults(results)
  }
  for (const size of options.sizes) {
    results.sizes.push(
      await measureSize(snapshot, size, options, build).catch(
        (error: unknown): SizeResults => {
          const failed = notMeasured(`the size could not be measured: ${errorMessage(error)}`)
          return {
            requestedPages: size,
            loadAverageAtStart: round2(os.loadavg()[0] ?? 0),
            pages: size,
            coldPublish: failed,
            unchangedPublish: failed,
            edits: failed,
            instance: failed,
            liveFs: failed,
            instancesRedis: failed,
            liveRedis: failed,
            durationMs: 0,
          }
        },
      ),
    )
    // Written after every size, so a run stopped later still leaves what it measured.
    finish()
  }
  results.docusaurus = options.skipDocusaurus
    ? notMeasured('skipped (--skip-docusaurus)')
    : await attempt(`docusaurus build at ${options.docusaurusPages} pages`, () =>
        buildDocusaurusAt(snapshot, options.docusaurusPages, options.timeoutMinutes * 60_000),
      )
  finish()
  log(`results: ${path.relative(process.cwd(), path.join(RESULTS_DIR, 'content.md'))}`)
  return 0
}

async function stopEverything(): Promise<void> {
  await stopServing()
  await stopAllProcesses()
  removeAllCopies()
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interruptSteps()
    log(`${signal}: stopping every process the bench started`)
    void stopEverything().finally(() => process.exit(130))
  })
}

main()
  .catch((error: unknown) => {
    process.stderr.write(`bench:content: ${errorMessage(error)}\n`)
    return 2
  })
  .then(async (code) => {
    await stopEverything()
    process.exit(code)
  })
