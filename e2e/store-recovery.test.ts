/**
 * A server restarted on a damaged release store, or killed while the store switches: it serves the
 * last good release (pages, search, ask, robots.txt), says so on its health endpoint, and its pages
 * and search always show the same release. One copy of the built project with the directory store;
 * releases are written straight into the store (a one-word edit each), as a publish writes them.
 */
import fs from 'node:fs'
import path from 'node:path'
import { FsReleaseStore } from '../lib/releases/fs-store'
import type { ContentRelease } from '../lib/releases/release'
import { siteConfig } from '../site.config'
import { publishContent } from './support/deployment'
import { eventually } from './support/eventually'
import { copyBuiltProject } from './support/project-copy'
import { releaseWithWord } from './support/release'
import { searchHits } from './support/search'
import { startSite, type RunningSite } from './support/server'

// Several restarts of a production server on a 2-core machine.
jest.setTimeout(300_000)

const ROUTE = '/docs/snapshots'
const MISSING_ID = '20990101T000000000Z-missing0'

let copy: { dir: string; remove: () => void }
let site: RunningSite | undefined
let store: FsReleaseStore
/** The release the build made, and one edit on top: the last good release of the damage tests. */
let built: ContentRelease
let good: ContentRelease

/** This version's releases in the copy's directory store (`<store>/<version>/`, lib/releases/store.ts). */
const storeDir = () => path.join(copy.dir, '.content-releases', siteConfig.version)

async function start(): Promise<RunningSite> {
  site = await startSite({ cwd: copy.dir, env: { REVALIDATE_SECONDS: '3600' } })
  return site
}

async function health(base: string) {
  const response = await fetch(`${base}/api/health`)
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    body: (await response.json()) as { status: string; release: string | null; fault?: string },
  }
}

const pageHtml = async (base: string) => {
  const response = await fetch(`${base}${ROUTE}`)
  return `${response.status} ${await response.text()}`
}

/** Waits until the page and search both show (or both lack) a word; returns what was seen. */
async function agreeOn(base: string, word: string, shown: boolean) {
  const html = await eventually(
    () => pageHtml(base),
    (text) => text.startsWith('200 ') && text.includes(word) === shown,
    60_000,
  )
  const hits = await eventually(
    () => searchHits(base, word),
    (found) => found.length > 0 === shown,
    60_000,
  )
  return { pageShows: html.includes(word), searchFinds: hits.length > 0, status: html.slice(0, 3) }
}

beforeAll(async () => {
  copy = copyBuiltProject()
  store = new FsReleaseStore(storeDir())
  const id = await store.currentId()
  built = (await store.read(id ?? ''))!
  good = releaseWithWord(built, ROUTE, 'recoverymarker1')
  await start()
  await store.publish(good)
  // The running server follows: its pages and search show the good release.
  await agreeOn(site!.base, 'recoverymarker1', true)
  await site!.stop()
})

afterAll(async () => {
  await site?.stop()
  copy?.remove()
})

/** The ways a store is found damaged, each applied to a store whose current release is `good`. */
const DAMAGE: Array<[string, () => void, RegExp]> = [
  [
    'the current release file truncated',
    () => {
      const newer = releaseWithWord(good, ROUTE, 'neverservedmarker')
      const text = JSON.stringify(newer)
      fs.writeFileSync(path.join(storeDir(), 'releases', `${newer.id}.json`), text.slice(0, text.length / 2))
      fs.writeFileSync(path.join(storeDir(), 'current'), `${newer.id}\n`)
    },
    /is damaged/,
  ],
  ['`current` empty', () => fs.writeFileSync(path.join(storeDir(), 'current'), ''), /not a release id/],
  ['`current` missing', () => fs.rmSync(path.join(storeDir(), 'current')), /names no current release/],
  [
    '`current` garbage',
    () => fs.writeFileSync(path.join(storeDir(), 'current'), '\u0000\u0000garbage\n'),
    /not a release id/,
  ],
  [
    '`current` naming a missing release',
    () => fs.writeFileSync(path.join(storeDir(), 'current'), `${MISSING_ID}\n`),
    /does not hold its current release/,
  ],
]

describe('a server restarted on a damaged store', () => {
  afterEach(async () => {
    await site?.stop()
    // Back to the last good release, without what the damage added.
    for (const name of fs.readdirSync(path.join(storeDir(), 'releases'))) {
      if (![built.id, good.id].some((id) => name === `${id}.json`))
        fs.rmSync(path.join(storeDir(), 'releases', name))
    }
    await store.makeCurrent(good.id)
  })

  it.each(DAMAGE)(
    'with %s serves the last good release and says it is degraded',
    async (_name, damage, fault) => {
      damage()
      const { base, output } = await start()
      expect((await fetch(`${base}/robots.txt`)).status).toBe(200)
      expect(await agreeOn(base, 'recoverymarker1', true)).toEqual({
        pageShows: true,
        searchFinds: true,
        status: '200',
      })
      expect(await pageHtml(base)).not.toContain('neverservedmarker')
      for (const document of ['sitemap.xml', 'blog/rss.xml']) {
        expect([document, (await fetch(`${base}/${document}`)).status]).toEqual([document, 200])
      }
      const asked = await fetch(`${base}/api/ask`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ question: 'How do I build a snapshot?' }),
      })
      expect(asked.status).toBe(200)
      expect(await asked.text()).not.toContain('"type":"error"')
      const answer = await health(base)
      expect(answer).toEqual({
        status: 200,
        cacheControl: 'no-store',
        body: { status: 'degraded', release: good.id, fault: expect.stringMatching(fault) },
      })
      expect(JSON.stringify(answer.body)).not.toContain(copy.dir)
      expect((await fetch(`${base}/api/health`, { method: 'HEAD' })).status).toBe(200)
      // Said once, not at every check of the store (one a second); never an outage that ends and starts.
      const log = output()
      expect(log.match(/the newest intact one/g)).toHaveLength(1)
      expect(log).not.toContain('reachable again')
    },
  )

  it('follows a good release made current again, and says it is healthy', async () => {
    DAMAGE[0]![1]()
    const { base } = await start()
    expect((await health(base)).body.status).toBe('degraded')
    await store.makeCurrent(good.id)
    const answer = await eventually(
      () => health(base),
      ({ body }) => body.status === 'ok',
    )
    expect(answer.body).toEqual({ status: 'ok', release: good.id })
    const refused = await fetch(`${base}/api/health`, { method: 'POST' })
    expect(refused.status).toBe(405)
    expect(refused.headers.get('allow')).toBe('GET, HEAD')
  })
})

describe('pages and search after a restart', () => {
  afterEach(async () => {
    await site?.stop()
  })

  it('agree after a rollback made while the server was down', async () => {
    // The cached pages show `good`; the rollback makes `built` current while no server runs.
    const rolledBack = await publishContent(copy.dir, {}, ['--rollback', '--no-notify'])
    expect(rolledBack.output).toContain(`rolled back from ${good.id} to ${built.id}`)
    const { base } = await start()
    expect(await agreeOn(base, 'recoverymarker1', false)).toEqual({
      pageShows: false,
      searchFinds: false,
      status: '200',
    })
    expect((await health(base)).body).toEqual({ status: 'ok', release: built.id })
  })

  it('agree after the server was killed during a switch', async () => {
    const { base } = await start()
    await store.makeCurrent(good.id)
    // Search shows the switch as soon as the server has seen it; the pages are being regenerated.
    await eventually(
      () => searchHits(base, 'recoverymarker1'),
      (hits) => hits.length > 0,
    )
    await site!.stop({ kill: true })
    const restarted = await start()
    expect(await agreeOn(restarted.base, 'recoverymarker1', true)).toEqual({
      pageShows: true,
      searchFinds: true,
      status: '200',
    })
    expect((await health(restarted.base)).body).toEqual({ status: 'ok', release: good.id })
  })

  it('agree after the server was killed during a publish, with what a killed publisher leaves behind', async () => {
    await start()
    const next = releaseWithWord(good, ROUTE, 'recoverymarker2')
    await Promise.all([store.publish(next), site!.stop({ kill: true })])
    // A publisher killed while writing leaves its temporary file; the store never names it.
    const text = JSON.stringify(releaseWithWord(next, ROUTE, 'halfwrittenmarker'))
    fs.writeFileSync(path.join(storeDir(), 'releases', `${MISSING_ID}.json.4242.1.tmp`), text.slice(0, 1000))
    const { base } = await start()
    expect(await agreeOn(base, 'recoverymarker2', true)).toEqual({
      pageShows: true,
      searchFinds: true,
      status: '200',
    })
    expect((await health(base)).body).toEqual({ status: 'ok', release: next.id })
    expect((await fetch(`${base}/robots.txt`)).status).toBe(200)
  })
})
