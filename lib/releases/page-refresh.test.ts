/** @jest-environment node */
import type { VersionEntry } from '../versions/version-entry'
import { makeRelease } from './__fixtures__/make-release'
import type { SharedPageCacheState } from './page-cache-release'
import { PageRefresher, type PageRefreshSources } from './page-refresh'
import type { ContentRelease } from './release'
import type { ReleaseStore } from './store'

const DOCS = { '/docs/index': 'Start', '/docs/server/security': 'Security', '/docs/faq': 'Questions' }

/** A refresher over releases held in memory; `current` is what the store answers now. */
function setUp(options: { shared?: SharedPageCacheState; versions?: VersionEntry[] } = {}) {
  const first = makeRelease(DOCS)
  const held = new Map<string, ContentRelease>([[first.id, first]])
  const state = { current: first as ContentRelease | Error, recorded: [] as string[], reads: [] as string[] }
  const sources: PageRefreshSources = {
    currentRelease: async () => {
      if (state.current instanceof Error) throw state.current
      return state.current
    },
    firstLoaded: () => first,
    store: () =>
      ({
        read: async (id: string) => {
          state.reads.push(id)
          return held.get(id)
        },
      }) as unknown as ReleaseStore,
    currentVersions: async () => options.versions ?? [],
    versionsBaseline: () => [],
    sharedPageCache: options.shared !== undefined,
    sharedPageCacheAtStart: async () => options.shared ?? 'unknown',
    recordSharedPageCacheRelease: async (_store, id) => {
      state.recorded.push(id)
    },
    site: { name: '3.5.6', basePath: '/3.5.6' },
  }
  const publish = (texts: Record<string, string>, on?: ContentRelease) => {
    const parent = on ?? (state.current instanceof Error ? first : state.current)
    const next = makeRelease(texts, parent)
    held.set(next.id, next)
    state.current = next
    return next
  }
  const regenerated: string[] = []
  const failing = new Set<string>()
  const regenerate = async (route: string) => {
    if (failing.has(route)) throw new Error('render failed')
    regenerated.push(route)
  }
  return { refresher: new PageRefresher(sources), state, publish, regenerate, regenerated, failing, first }
}

describe('PageRefresher', () => {
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(() => jest.restoreAllMocks())

  it('regenerates nothing while the pages show the release the process started with', async () => {
    const { refresher, regenerate, regenerated, first } = setUp()
    expect(refresher.beforeFirstRefresh).toBe(true)
    expect(await refresher.refresh(regenerate)).toEqual({ release: first.id, revalidated: [], failed: [] })
    expect(regenerated).toEqual([])
    expect(refresher.beforeFirstRefresh).toBe(false)
  })

  it('regenerates only the pages a publish changed, and nothing again for the same release, whose answer names them', async () => {
    const { refresher, publish, regenerate, regenerated } = setUp()
    const next = publish({ ...DOCS, '/docs/faq': 'Questions, answered' })
    expect(await refresher.refresh(regenerate)).toEqual({
      release: next.id,
      revalidated: ['/docs/faq'],
      failed: [],
    })
    // Asked again for the same release (a publisher's webhook after the server's own refresh):
    // nothing is regenerated again, and the answer still names what was, for that release.
    regenerated.length = 0
    expect((await refresher.refresh(regenerate))?.revalidated).toEqual(['/docs/faq'])
    expect(regenerated).toEqual([])
    const later = publish({ ...DOCS, '/docs/faq': 'Questions, answered', '/docs/server/security': 'Safe' })
    expect(await refresher.refresh(regenerate)).toEqual({
      release: later.id,
      revalidated: ['/docs/server/security'],
      failed: [],
    })
  })

  it('tries a page that failed again at the next refresh', async () => {
    const { refresher, publish, regenerate, failing } = setUp()
    publish({ ...DOCS, '/docs/faq': 'Questions, answered' })
    failing.add('/docs/faq')
    expect((await refresher.refresh(regenerate))?.failed).toEqual(['/docs/faq'])
    failing.clear()
    const again = publish({ ...DOCS, '/docs/faq': 'Questions, answered', '/docs/index': 'Begin here' })
    expect(await refresher.refresh(regenerate)).toEqual({
      release: again.id,
      // The FAQ did not change again: it is there because it failed; the docs landing shows the index.
      revalidated: ['/docs', '/docs/faq', '/docs/index'],
      failed: [],
    })
  })

  it('regenerates named paths only, and answers null when the store cannot be reached', async () => {
    const { refresher, state, regenerate, regenerated, first } = setUp()
    expect(await refresher.refresh(regenerate, ['/docs/faq'])).toEqual({
      release: first.id,
      revalidated: ['/docs/faq'],
      failed: [],
    })
    expect(regenerated).toEqual(['/docs/faq'])
    expect(refresher.beforeFirstRefresh).toBe(true)
    state.current = new Error('store down')
    expect(await refresher.refresh(regenerate)).toBeNull()
  })

  it('with a shared page cache that is empty, regenerates nothing and records the release once every page is done', async () => {
    const { refresher, state, regenerate, regenerated, first } = setUp({ shared: 'empty' })
    await refresher.refresh(regenerate)
    expect(regenerated).toEqual([])
    expect(state.recorded).toEqual([first.id])
  })

  it('with a shared page cache of unknown release, regenerates every route of the current one', async () => {
    const { refresher, regenerate, regenerated } = setUp({ shared: 'unknown' })
    await refresher.refresh(regenerate)
    expect([...regenerated].sort()).toEqual(['/docs', '/docs/faq', '/docs/index', '/docs/server/security'])
  })

  it('takes what changed from a release published on the one the pages show, without reading that one again', async () => {
    const { refresher, state, publish, regenerate, regenerated } = setUp()
    publish({ ...DOCS, '/docs/faq': 'Questions, answered' })
    await refresher.refresh(regenerate)
    publish({ ...DOCS, '/docs/faq': 'Questions, answered', '/docs/server/security': 'Safe' })
    regenerated.length = 0
    await refresher.refresh(regenerate)
    expect(regenerated).toEqual(['/docs/server/security'])
    expect(state.reads).toEqual([])
  })

  it('compares with the release the pages show when the current one was published on another (a rollback)', async () => {
    const { refresher, state, publish, regenerate, regenerated, first } = setUp()
    const edited = publish({ ...DOCS, '/docs/faq': 'Questions, answered' })
    await refresher.refresh(regenerate)
    // Published on the first release, not on the one the pages show now: its own list would say
    // only the security page changed, but the FAQ differs from what the pages show too.
    publish({ ...DOCS, '/docs/server/security': 'Safe' }, first)
    regenerated.length = 0
    await refresher.refresh(regenerate)
    expect([...regenerated].sort()).toEqual(['/docs/faq', '/docs/server/security'])
    expect(state.reads).toEqual([edited.id])
  })
})
