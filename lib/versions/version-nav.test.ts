import type { VersionEntry } from './version-entry'
import { ownVersionNav, routesChangedByVersions, versionNavFor, type OwnVersion } from './version-nav'
import { makeEntry } from './__fixtures__/version-entries'

const entry = (name: string, overrides: Partial<VersionEntry> = {}) =>
  makeEntry(name, { label: `v${name}`, ...overrides })

const own: OwnVersion = { name: '3.4.0', basePath: '/3.4.0' }

/** A manifest: 3.5.6 current (has /docs/a and /docs/b), own 3.4.0 with `ownStatus`, 4.0.0 next. */
function manifest(ownStatus: VersionEntry['status'] = 'maintained'): VersionEntry[] {
  return [
    entry('3.5.6', { status: 'current', routes: ['/docs', '/docs/a', '/docs/b'] }),
    entry('3.4.0', { status: ownStatus, routes: ['/docs', '/docs/a', '/docs/old'] }),
    entry('4.0.0', { status: 'next', routes: ['/docs', '/docs/a', '/docs/new'] }),
  ]
}

const hrefs = (nav: ReturnType<typeof versionNavFor>) =>
  Object.fromEntries(nav.links.map((link) => [link.name, link.href]))

describe('versionNavFor', () => {
  describe('links', () => {
    it('lists next first, then newest first, marking its own', () => {
      const nav = versionNavFor(manifest(), own, '/docs/a')
      expect(nav.links.map((link) => [link.name, link.label, link.own, link.status])).toEqual([
        ['4.0.0', 'v4.0.0', false, 'next'],
        ['3.5.6', 'v3.5.6', false, 'current'],
        ['3.4.0', 'v3.4.0', true, 'maintained'],
      ])
    })

    it('links its own version by the page route (a site path) on a docs page', () => {
      const nav = versionNavFor(manifest(), own, '/docs/old')
      expect(nav.links.find((link) => link.own)?.href).toBe('/docs/old')
    })

    it('links its own version to /docs on any other page', () => {
      for (const route of ['/', '/blog', '/faq', '/documentation']) {
        const nav = versionNavFor(manifest(), own, route)
        expect(nav.links.find((link) => link.own)?.href).toBe('/docs')
      }
    })

    it('links other versions to the same page when they have it, else to their docs landing', () => {
      expect(hrefs(versionNavFor(manifest(), own, '/docs/a'))).toEqual({
        '4.0.0': '/4.0.0/docs/a',
        '3.5.6': '/3.5.6/docs/a',
        '3.4.0': '/docs/a',
      })
      expect(hrefs(versionNavFor(manifest(), own, '/docs/old'))).toEqual({
        '4.0.0': '/4.0.0/docs',
        '3.5.6': '/3.5.6/docs',
        '3.4.0': '/docs/old',
      })
      expect(hrefs(versionNavFor(manifest(), own, '/docs'))).toEqual({
        '4.0.0': '/4.0.0/docs',
        '3.5.6': '/3.5.6/docs',
        '3.4.0': '/docs',
      })
    })

    it('links other versions to their docs landing from a page outside the docs', () => {
      const entries = [entry('3.5.6', { status: 'current', routes: ['/docs', '/blog'] })]
      expect(hrefs(versionNavFor(entries, own, '/blog'))['3.5.6']).toBe('/3.5.6/docs')
    })

    it('uses the route sets it is given instead of the entries’ routes', () => {
      const sets = new Map<string, ReadonlySet<string>>([['3.5.6', new Set(['/docs', '/docs/old'])]])
      const nav = versionNavFor(manifest(), own, '/docs/old', sets)
      expect(hrefs(nav)['3.5.6']).toBe('/3.5.6/docs/old')
      expect(hrefs(nav)['4.0.0']).toBe('/4.0.0/docs')
    })

    it('normalises a trailing slash and a hash in the route', () => {
      for (const route of ['/docs/a/', '/docs/a#section', '/docs/a/#section', '/docs/a?x=1']) {
        const nav = versionNavFor(manifest(), own, route)
        expect(hrefs(nav)).toEqual({ '4.0.0': '/4.0.0/docs/a', '3.5.6': '/3.5.6/docs/a', '3.4.0': '/docs/a' })
        expect(nav.canonicalPath).toBe('/3.5.6/docs/a')
      }
    })
  })

  describe('own version missing from the manifest', () => {
    it('still lists its own version, as maintained when another is current', () => {
      const entries = [entry('3.5.6', { status: 'current' })]
      const nav = versionNavFor(entries, own, '/docs/a')
      expect(nav.links).toEqual([
        { name: '3.5.6', label: 'v3.5.6', href: '/3.5.6/docs/a', own: false, status: 'current' },
        { name: '3.4.0', label: '3.4.0', href: '/docs/a', own: true, status: 'maintained' },
      ])
      expect(nav.banner).toBeNull()
    })

    it('lists its own version as current when none other is', () => {
      const entries = [entry('3.3.0', { status: 'unmaintained' })]
      const nav = versionNavFor(entries, own, '/docs/a')
      expect(nav.links.map((link) => [link.name, link.status, link.own])).toEqual([
        ['3.4.0', 'current', true],
        ['3.3.0', 'unmaintained', false],
      ])
      expect(nav.banner).toBeNull()
      expect(nav.canonicalPath).toBeNull()
    })

    it('lists only its own version when the manifest is empty', () => {
      const nav = versionNavFor([], own, '/docs/a')
      expect(nav).toEqual({
        links: [{ name: '3.4.0', label: '3.4.0', href: '/docs/a', own: true, status: 'current' }],
        banner: null,
        canonicalPath: null,
      })
    })
  })

  describe('banner', () => {
    it('warns on an unmaintained version, linking the latest’s same page', () => {
      expect(versionNavFor(manifest('unmaintained'), own, '/docs/a').banner).toEqual({
        kind: 'unmaintained',
        label: 'v3.4.0',
        latestLabel: 'v3.5.6',
        latestHref: '/3.5.6/docs/a',
      })
    })

    it('links the latest’s docs landing when the latest lacks the page', () => {
      expect(versionNavFor(manifest('unmaintained'), own, '/docs/old').banner).toEqual({
        kind: 'unmaintained',
        label: 'v3.4.0',
        latestLabel: 'v3.5.6',
        latestHref: '/3.5.6/docs',
      })
    })

    it('says a next version is unreleased', () => {
      const next: OwnVersion = { name: '4.0.0', basePath: '/4.0.0' }
      expect(versionNavFor(manifest(), next, '/docs/new').banner).toEqual({
        kind: 'unreleased',
        label: 'v4.0.0',
        latestLabel: 'v3.5.6',
        latestHref: '/3.5.6/docs',
      })
    })

    it('shows none for the current or a maintained version', () => {
      const latest: OwnVersion = { name: '3.5.6', basePath: '/3.5.6' }
      expect(versionNavFor(manifest(), latest, '/docs/a').banner).toBeNull()
      expect(versionNavFor(manifest('maintained'), own, '/docs/a').banner).toBeNull()
    })

    it('shows none for an older version still marked current (it reads as maintained)', () => {
      const nav = versionNavFor(manifest('current'), own, '/docs/a')
      expect(nav.banner).toBeNull()
      expect(nav.links.find((link) => link.own)?.status).toBe('maintained')
    })
  })

  describe('canonicalPath', () => {
    it('points an older version’s docs page at the latest’s same page', () => {
      expect(versionNavFor(manifest(), own, '/docs/a').canonicalPath).toBe('/3.5.6/docs/a')
      expect(versionNavFor(manifest('unmaintained'), own, '/docs').canonicalPath).toBe('/3.5.6/docs')
      const next: OwnVersion = { name: '4.0.0', basePath: '/4.0.0' }
      expect(versionNavFor(manifest(), next, '/docs/a').canonicalPath).toBe('/3.5.6/docs/a')
    })

    it('is null when the latest lacks the page', () => {
      expect(versionNavFor(manifest(), own, '/docs/old').canonicalPath).toBeNull()
    })

    it('is null on the latest version', () => {
      const latest: OwnVersion = { name: '3.5.6', basePath: '/3.5.6' }
      expect(versionNavFor(manifest(), latest, '/docs/a').canonicalPath).toBeNull()
    })

    it('is null outside the docs', () => {
      const entries = [entry('3.5.6', { status: 'current', routes: ['/docs', '/faq'] }), entry('3.4.0')]
      expect(versionNavFor(entries, own, '/faq').canonicalPath).toBeNull()
      expect(versionNavFor(entries, own, '/').canonicalPath).toBeNull()
    })
  })
})

describe('routesChangedByVersions', () => {
  const routes = ['/', '/blog', '/docs', '/docs/a', '/docs/b', '/docs/old']

  it('returns every route when the manifest before is not known', () => {
    expect(routesChangedByVersions(null, manifest(), own, routes)).toEqual(routes)
  })

  it('returns no route when nothing changed but the time of writing', () => {
    const after = manifest().map((candidate) => ({ ...candidate, updatedAt: '2027-01-01T00:00:00.000Z' }))
    expect(routesChangedByVersions(manifest(), after, own, routes)).toEqual([])
  })

  it.each<[string, (entries: VersionEntry[]) => VersionEntry[]]>([
    ['a version added', (entries) => [...entries, entry('3.3.0', { status: 'unmaintained' })]],
    ['a version removed', (entries) => entries.filter((candidate) => candidate.name !== '4.0.0')],
    [
      'a version relabelled',
      (entries) => entries.map((candidate) => ({ ...candidate, label: `${candidate.label}!` })),
    ],
    [
      'another version’s status changed',
      (entries) =>
        entries.map((candidate) =>
          candidate.name === '4.0.0' ? { ...candidate, status: 'maintained' as const } : candidate,
        ),
    ],
    [
      'its own status changed',
      (entries) =>
        entries.map((candidate) =>
          candidate.name === '3.4.0' ? { ...candidate, status: 'unmaintained' as const } : candidate,
        ),
    ],
    [
      'a version moved',
      (entries) =>
        entries.map((candidate) =>
          candidate.name === '3.5.6' ? { ...candidate, basePath: '/latest' } : candidate,
        ),
    ],
  ])('returns every route when %s', (_what, change) => {
    expect(routesChangedByVersions(manifest(), change(manifest()), own, routes)).toEqual(routes)
  })

  it('returns exactly the routes another version gained or lost', () => {
    const after = manifest().map((candidate) =>
      candidate.name === '3.5.6' ? { ...candidate, routes: ['/docs', '/docs/a', '/docs/old'] } : candidate,
    )
    expect(routesChangedByVersions(manifest(), after, own, routes)).toEqual(['/docs/b', '/docs/old'])
  })

  it('collects the routes of several versions, matching this deployment’s routes by key', () => {
    const after = manifest().map((candidate) =>
      candidate.name === '4.0.0'
        ? { ...candidate, routes: ['/docs', '/docs/new', '/docs/old'] }
        : candidate.name === '3.5.6'
          ? { ...candidate, routes: ['/docs', '/docs/a', '/docs/b', '/docs/elsewhere'] }
          : candidate,
    )
    const ownRoutes = ['/docs/a/', '/docs/old', '/docs/b', '/docs']
    expect(routesChangedByVersions(manifest(), after, own, ownRoutes)).toEqual(['/docs/a/', '/docs/old'])
  })

  it('returns nothing when only its own entry’s routes changed', () => {
    const after = manifest().map((candidate) =>
      candidate.name === '3.4.0' ? { ...candidate, routes: ['/docs', '/docs/z'] } : candidate,
    )
    expect(routesChangedByVersions(manifest(), after, own, routes)).toEqual([])
  })

  it('returns nothing when its own entry first appears as its placeholder said', () => {
    const before = manifest().filter((candidate) => candidate.name !== '3.4.0')
    const after = [...before, entry('3.4.0', { label: '3.4.0', routes: ['/docs', '/docs/a'] })]
    expect(routesChangedByVersions(before, after, own, routes)).toEqual([])
  })

  it('returns every route when its own entry first appears with another label', () => {
    const before = manifest().filter((candidate) => candidate.name !== '3.4.0')
    expect(routesChangedByVersions(before, manifest(), own, routes)).toEqual(routes)
  })
})

describe('ownVersionNav', () => {
  it('lists this version alone, keeping a docs page and sending anything else to the docs landing', () => {
    const own = { name: '3.5.6', basePath: '/3.5.6' }
    expect(ownVersionNav(own, '/docs/server/')).toEqual({
      links: [{ name: '3.5.6', label: '3.5.6', href: '/docs/server', own: true, status: 'current' }],
      banner: null,
      canonicalPath: null,
    })
    expect(ownVersionNav(own, '/faq').links[0]?.href).toBe('/docs')
    // The same as the manifest's navigation when the manifest is empty.
    expect(ownVersionNav(own, '/docs/client')).toEqual(versionNavFor([], own, '/docs/client'))
  })
})
