/**
 * Several instances behind a load balancer, with real parts only: Debian's redis-server (the
 * release store and the shared page cache), two standalone servers copied out of a build as a host
 * copies them, and Debian's haproxy in front. A writer publishes with `content:publish`; every
 * instance must follow, and faults must lose nothing.
 */
import fs from 'node:fs'
import path from 'node:path'
import { startRedis, type RunningRedis } from '../lib/testing/redis-server'
import {
  buildProject,
  hostStandalone,
  publishContent,
  startBalancer,
  type HostedServer,
  type RunningBalancer,
} from './support/deployment'
import { eventually } from './support/eventually'
import { copyBuiltProject } from './support/project-copy'
import { searchHits } from './support/search'

// A build with Redis, two servers and a balancer on a 2-core machine: allow minutes.
jest.setTimeout(600_000)

let redis: RunningRedis
let project: { dir: string; remove: () => void }
let instances: HostedServer[] = []
let balancer: RunningBalancer
let env: Record<string, string>

const text = async (url: string) => {
  const response = await fetch(url)
  return `${response.status} ${await response.text()}`
}
/** Every place a reader can reach: each instance directly, and the balancer. */
const bases = () => [...instances.map((instance) => instance.base), balancer.base]
const snapshotsFile = () => path.join(project.dir, 'content', 'docs', 'snapshots.md')
const eventsFile = () => path.join(project.dir, 'content', 'docs', 'server', '10-Events.mdx')

/** The doc routes of the sitemap (below the base path). */
async function docRoutes(base: string): Promise<string[]> {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text()
  return [...sitemap.matchAll(/<loc>[^<]*?\/3\.5\.6(\/docs[^<]*)<\/loc>/g)].map((match) => match[1] as string)
}

beforeAll(async () => {
  redis = await startRedis()
  env = { REDIS_URL: redis.url }
  // One build, as CI would make it: with REDIS_URL it publishes the release to Redis and selects
  // the shared page cache.
  project = copyBuiltProject({ without: ['.next', '.content-releases'] })
  await buildProject(project.dir, env)
  instances = [await hostStandalone(project.dir, env), await hostStandalone(project.dir, env)]
  balancer = await startBalancer(instances.map((instance) => instance.port))
})

afterAll(async () => {
  await balancer?.stop()
  await Promise.all(instances.map((instance) => instance.remove()))
  await redis?.stop()
  project?.remove()
})

describe('two instances behind a balancer', () => {
  it('serve the same release: pages and search on each instance and through the balancer', async () => {
    for (const base of bases()) {
      expect(await text(`${base}/docs/server/Clustering`)).toMatch(/^200 [\s\S]*Hazelcast/)
      expect(await searchHits(base, 'hazelcast')).not.toEqual([])
    }
  })

  it('instances regenerate no page the shared page cache holds for the release: not on a new cache, nor when started later', async () => {
    const pagesLine = /\[content\] pages of release (\S+): (\d+) regenerated/
    const release = ((await (await fetch(`${instances[0]!.base}/api/health`)).json()) as { release: string })
      .release
    // The two started on an empty cache: nothing in it could be stale, and they recorded the release.
    const firstRefreshes = await eventually(
      () => instances.map((instance) => pagesLine.exec(instance.output())?.slice(1) ?? null),
      (lines) => lines.every((line) => line !== null),
    )
    expect(firstRefreshes).toEqual([
      [release, '0'],
      [release, '0'],
    ])
    // Pages are in the cache now (the test above asked for them): a later instance trusts the record.
    const later = await hostStandalone(project.dir, env)
    try {
      const laterRefresh = await eventually(
        () => pagesLine.exec(later.output())?.slice(1) ?? null,
        (line) => line !== null,
        60_000,
      )
      expect(laterRefresh).toEqual([release, '0'])
      expect(await text(`${later.base}/docs/server/Clustering`)).toMatch(/^200 [\s\S]*Hazelcast/)
    } finally {
      await later.remove()
    }
  })

  it('all follow a published edit: new text, a new title in every sidebar that shows it, a new word in search; --rollback restores it', async () => {
    const snapshots = fs.readFileSync(snapshotsFile(), 'utf8')
    const events = fs.readFileSync(eventsFile(), 'utf8')
    fs.writeFileSync(snapshotsFile(), `${snapshots}\n\nScale marker zeta4471 for every instance.\n`)
    fs.writeFileSync(eventsFile(), events.replace(/^title: .*$/m, 'title: Events Renamed Kappa'))
    const published = await publishContent(project.dir, env)
    expect(published.output).toContain('changed: ')
    expect(published.code).toBe(0)
    for (const base of bases()) {
      const page = await eventually(
        () => text(`${base}/docs/snapshots`),
        (body) => body.includes('zeta4471'),
      )
      expect(page).toMatch(/^200 [\s\S]*zeta4471/)
      expect(
        await eventually(
          () => searchHits(base, 'zeta4471'),
          (hits) => hits.length > 0,
        ),
      ).not.toEqual([])
    }
    // Every page whose sidebar shows the Server category open (the pages in it) names the new
    // title; on the others it is closed, and opening it asks /api/sidebar, which names it too.
    const routes = (await docRoutes(balancer.base)).filter((route) => route.startsWith('/docs/server'))
    expect(routes.length).toBeGreaterThan(10)
    for (const base of bases()) {
      for (const route of routes) {
        const page = await eventually(
          () => text(`${base}${route}`),
          (body) => body.includes('Events Renamed Kappa'),
          30_000,
        )
        expect([route, page.includes('Events Renamed Kappa')]).toEqual([route, true])
      }
      const category = await eventually(
        () => text(`${base}/api/sidebar?category=Server`),
        (body) => body.includes('Events Renamed Kappa'),
      )
      expect(category).toMatch(/^200 [\s\S]*Events Renamed Kappa/)
    }

    const rolledBack = await publishContent(project.dir, env, ['--rollback'])
    expect(rolledBack.output).toContain('rolled back from')
    for (const base of bases()) {
      const page = await eventually(
        () => text(`${base}/docs/snapshots`),
        (body) => body.startsWith('200') && !body.includes('zeta4471'),
      )
      expect(page).not.toContain('zeta4471')
      for (const url of [`${base}/docs/server/security`, `${base}/api/sidebar?category=Server`]) {
        const body = await eventually(
          () => text(url),
          (answer) => answer.startsWith('200') && !answer.includes('Events Renamed Kappa'),
        )
        expect(body).not.toContain('Events Renamed Kappa')
      }
    }
    fs.writeFileSync(snapshotsFile(), snapshots)
    fs.writeFileSync(eventsFile(), events)
  })

  it('refuses a broken publish: the current release stays on both instances', async () => {
    const snapshots = fs.readFileSync(snapshotsFile(), 'utf8')
    fs.writeFileSync(
      snapshotsFile(),
      `${snapshots.replace(/^title: .*$/m, 'title: [Unclosed')}\n\nBroken marker iota8123.\n`,
    )
    try {
      const refused = await publishContent(project.dir, env)
      expect(refused.code).toBe(1)
      expect(refused.output).toMatch(/error: content\/docs\/snapshots\.md:\d+: invalid front matter/)
      for (const base of bases()) {
        const page = await text(`${base}/docs/snapshots`)
        expect(page).toMatch(/^200 /)
        expect(page).not.toContain('iota8123')
      }
    } finally {
      fs.writeFileSync(snapshotsFile(), snapshots)
    }
  })

  it('keeps serving through the balancer when an instance dies during a publish', async () => {
    const snapshots = fs.readFileSync(snapshotsFile(), 'utf8')
    fs.writeFileSync(snapshotsFile(), `${snapshots}\n\nSurvivor marker lambda5530.\n`)
    const publishing = publishContent(project.dir, env)
    const [victim, survivor] = instances as [HostedServer, HostedServer]
    await victim.stop({ kill: true })
    expect((await publishing).code).toBe(0)
    const page = await eventually(
      () => text(`${balancer.base}/docs/snapshots`),
      (body) => body.includes('lambda5530'),
    )
    expect(page).toMatch(/^200 [\s\S]*lambda5530/)
    expect(await text(`${survivor.base}/docs/snapshots`)).toContain('lambda5530')
    // Every request through the balancer is answered while one instance is gone.
    const statuses = await Promise.all(
      Array.from({ length: 20 }, async () => (await fetch(`${balancer.base}/docs/server/Events`)).status),
    )
    expect(new Set(statuses)).toEqual(new Set([200]))
    // The instance comes back (a host restarts it) on the new release.
    instances[0] = await hostStandalone(project.dir, env)
    expect(await text(`${instances[0].base}/docs/snapshots`)).toContain('lambda5530')
    fs.writeFileSync(snapshotsFile(), snapshots)
  })

  it('keeps answering pages and search with 200 while Redis is stopped, and picks it up again', async () => {
    const answers: number[] = []
    let running = true
    const traffic = (async () => {
      const urls = ['/docs/server/Clustering', '/docs/snapshots', '/faq']
      for (let i = 0; running; i++) {
        const base = bases()[i % bases().length] as string
        answers.push((await fetch(`${base}${urls[i % urls.length]}`)).status)
        answers.push(
          await searchHits(base, 'notification').then(
            () => 200,
            () => 500,
          ),
        )
      }
    })()
    await eventually(
      () => answers.length,
      (count) => count >= 20,
    )
    await redis.stop()
    const during = answers.length
    await eventually(
      () => answers.length,
      (count) => count >= during + 40,
    )
    await redis.restart()
    await eventually(
      () => answers.length,
      (count) => count >= during + 80,
    )
    running = false
    await traffic
    expect(answers.filter((status) => status !== 200)).toEqual([])
    // Redis came back empty: a publish makes a release current again, and every instance follows it.
    const snapshots = fs.readFileSync(snapshotsFile(), 'utf8')
    fs.writeFileSync(snapshotsFile(), `${snapshots}\n\nReturn marker mu6642.\n`)
    expect((await publishContent(project.dir, env)).code).toBe(0)
    for (const base of bases()) {
      expect(
        await eventually(
          () => text(`${base}/docs/snapshots`),
          (body) => body.includes('mu6642'),
        ),
      ).toContain('mu6642')
    }
  })
})
