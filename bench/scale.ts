/**
 * `npm run bench:scale`: the site as several instances run it, with real parts on 127.0.0.1 —
 * Debian's redis-server (release store, shared page cache), standalone servers copied out of a
 * build with REDIS_URL, and Debian's haproxy in front of two of them. Measures search (typing
 * traffic) and doc page throughput and latency at 64 connections for one instance and for two
 * behind the balancer, the share of errors, edit → live on both instances, and how long an
 * instance takes to serve a release after the store switched to it. Writes bench/results/scale.json
 * and scale.md; the next full `npm run bench` adds these figures to latest.md. Not part of `npm test`.
 *
 *   npm run bench:scale                      build a private copy and measure (10–15 minutes)
 *   npm run bench:scale -- --seconds 10      shorter load runs (default 20 s each)
 *   npm run bench:scale -- --built DIR       measure a copy built with REDIS_URL before (no rebuild)
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { searchHits } from '../e2e/support/search'
import {
  buildProject,
  hostStandalone,
  publishContent,
  startBalancer,
  type HostedServer,
  type RunningBalancer,
} from '../e2e/support/deployment'
import { RedisReleaseStore } from '../lib/releases/redis-store'
import { startRedis, type RunningRedis } from '../lib/testing/redis-server'
import { siteConfig } from '../site.config'
import { pageLoad, realQuestionPrefixes, searchLoad, type LoadResult } from './scale/load'
import { renderScaleMarkdown, type ScaleResults } from './scale/report'
import { treeRevision } from './support/built-project'
import { log } from './support/log'
import { copyProject, type ProjectCopy } from './support/project-copy'
import { runChecked } from './support/processes'

const PROJECT_ROOT = path.resolve(__dirname, '..')
const RESULTS_DIR = path.join(__dirname, 'results')
const CONNECTIONS = 64
const PAGE_ROUTES = ['/docs/server/Clustering', '/docs/snapshots', '/docs/server/security', '/faq', '/docs']
const EDITED_DOC = path.join('content', 'docs', 'snapshots.md')

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name)
  return index === -1 ? undefined : process.argv[index + 1]
}

/** bench/node_modules holds autocannon (bench/package.json). */
async function ensureBenchPackages(): Promise<void> {
  if (fs.existsSync(path.join(__dirname, 'node_modules', 'autocannon'))) return
  log('installing the bench-only dependencies into bench/node_modules…')
  // The committed lock is complete (every platform's optional packages): a plain `npm ci`.
  await runChecked('npm', 'npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: __dirname,
    timeoutMs: 10 * 60_000,
  })
}

/** A few requests so that pages are cached and the first search has loaded the index. */
async function warmUp(base: string): Promise<void> {
  for (const route of PAGE_ROUTES) await fetch(`${base}${route}`).then((response) => response.text())
  for (const query of ['c', 'cl', 'cluster', 'notification']) await searchHits(base, query)
}

interface LivePoint {
  instance: string
  /** From the publish command's start: the page shows the edit. */
  pageMs: number
  /** From the publish command's start: search finds the new word. */
  searchMs: number
  /** From the moment the store's current release switched: this instance serves it (page and search). */
  afterSwitchMs: number
}

/** Publishes an edit and times when each instance shows it, against the moment the store switched. */
async function measureEditToLive(
  dir: string,
  redisUrl: string,
  instances: HostedServer[],
): Promise<{ publishMs: number; switchAtMs: number; points: LivePoint[] }> {
  const file = path.join(dir, EDITED_DOC)
  const original = fs.readFileSync(file, 'utf8')
  const word = `scalemarker${Date.now().toString(36)}`
  fs.writeFileSync(file, `${original}\n\nScale marker ${word}.\n`)
  const store = new RedisReleaseStore(redisUrl, `sba-docs:${siteConfig.version}:`)
  try {
    const before = await store.currentId()
    const started = performance.now()
    let switchAtMs: number | null = null
    const publishing = publishContent(dir, { REDIS_URL: redisUrl }).then((result) => {
      if (result.code !== 0) throw new Error(`content:publish failed:\n${result.output}`)
      return performance.now() - started
    })
    const watchSwitch = (async () => {
      while (switchAtMs === null && performance.now() - started < 120_000) {
        if ((await store.currentId().catch(() => before)) !== before) switchAtMs = performance.now() - started
        else await new Promise((resolve) => setTimeout(resolve, 5))
      }
    })()
    const points = await Promise.all(
      instances.map(async (instance, index) => {
        let pageMs: number | null = null
        let searchMs: number | null = null
        while ((pageMs === null || searchMs === null) && performance.now() - started < 120_000) {
          const now = () => performance.now() - started
          if (
            pageMs === null &&
            (await (await fetch(`${instance.base}/docs/snapshots`)).text()).includes(word)
          )
            pageMs = now()
          if (searchMs === null && (await searchHits(instance.base, word)).length > 0) searchMs = now()
          await new Promise((resolve) => setTimeout(resolve, 10))
        }
        if (pageMs === null || searchMs === null)
          throw new Error(`instance ${index + 1} did not show the edit within 120 s`)
        return {
          instance: `instance ${index + 1}`,
          pageMs: Math.round(pageMs),
          searchMs: Math.round(searchMs),
        }
      }),
    )
    const publishMs = await publishing
    await watchSwitch
    const switched = switchAtMs ?? publishMs
    return {
      publishMs: Math.round(publishMs),
      switchAtMs: Math.round(switched),
      points: points.map((point) => ({
        ...point,
        afterSwitchMs: Math.max(0, Math.round(Math.max(point.pageMs, point.searchMs) - switched)),
      })),
    }
  } finally {
    fs.writeFileSync(file, original)
    await store.close()
  }
}

async function main(): Promise<void> {
  const seconds = Number(option('--seconds') ?? 20)
  const built = option('--built')
  await ensureBenchPackages()
  const loadBefore = os.loadavg()
  log(`load average ${loadBefore.map((value) => value.toFixed(2)).join(' ')} on ${os.cpus().length} CPUs`)
  let redis: RunningRedis | undefined
  let copy: ProjectCopy | undefined
  const instances: HostedServer[] = []
  let balancer: RunningBalancer | undefined
  try {
    redis = await startRedis()
    const env = { REDIS_URL: redis.url }
    let dir: string
    if (built) {
      dir = path.resolve(built)
      log(`publishing ${dir}'s content into this run's Redis…`)
      const published = await publishContent(dir, env)
      if (published.code !== 0) throw new Error(published.output)
    } else {
      copy = copyProject(PROJECT_ROOT, { withBuild: false })
      dir = copy.dir
      log('building a private copy with REDIS_URL (the release goes to Redis, the page cache is shared)…')
      await buildProject(dir, env)
    }
    const load = { connections: CONNECTIONS, seconds }
    instances.push(await hostStandalone(dir, env))
    const [first] = instances as [HostedServer]
    await warmUp(first.base)
    log(`one instance: search (typing) at ${CONNECTIONS} connections for ${seconds} s…`)
    const one: LoadResult[] = [await searchLoad(first.base, load)]
    log(`one instance: search (typing real users' questions) at ${CONNECTIONS} connections for ${seconds} s…`)
    one.push(await searchLoad(first.base, load, realQuestionPrefixes()))
    log(`one instance: doc pages at ${CONNECTIONS} connections for ${seconds} s…`)
    one.push(await pageLoad(first.base, PAGE_ROUTES, load))

    instances.push(await hostStandalone(dir, env))
    balancer = await startBalancer(instances.map((instance) => instance.port))
    for (const instance of instances) await warmUp(instance.base)
    log(`two instances behind haproxy: search (typing) at ${CONNECTIONS} connections for ${seconds} s…`)
    const two: LoadResult[] = [await searchLoad(balancer.base, load)]
    log(`two instances behind haproxy: doc pages at ${CONNECTIONS} connections for ${seconds} s…`)
    two.push(await pageLoad(balancer.base, PAGE_ROUTES, load))

    log('publishing an edit and timing when both instances show it…')
    const live = await measureEditToLive(dir, redis.url, instances)
    const results: ScaleResults = {
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        loadBefore,
        loadAfter: os.loadavg(),
        commit: treeRevision(PROJECT_ROOT),
      },
      connections: CONNECTIONS,
      seconds,
      oneInstance: one,
      twoInstances: two,
      editToLive: live,
    }
    fs.mkdirSync(RESULTS_DIR, { recursive: true })
    fs.writeFileSync(path.join(RESULTS_DIR, 'scale.json'), `${JSON.stringify(results, null, 2)}\n`)
    const markdown = renderScaleMarkdown(results)
    fs.writeFileSync(path.join(RESULTS_DIR, 'scale.md'), markdown)
    console.log(markdown)
  } finally {
    await balancer?.stop()
    await Promise.all(instances.map((instance) => instance.remove()))
    await redis?.stop()
    copy?.remove()
  }
}

main().catch((error: unknown) => {
  console.error(`bench:scale failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
