/** @jest-environment node */
import { docPage, makeRelease } from './__fixtures__/make-release'
import {
  changedRoutesBetween,
  changedRoutesSince,
  isReleaseId,
  parseRelease,
  releaseIdOf,
  releaseRoutes,
  RELEASE_FORMAT,
} from './release'

describe('release ids', () => {
  it('sort by time to the millisecond and carry the content hash', () => {
    const first = releaseIdOf(new Date('2026-11-23T06:55:01.042Z'), 'abcdefghij')
    const second = releaseIdOf(new Date('2026-11-23T06:55:01.043Z'), '0000000000')
    expect(first).toBe('20261123T065501042Z-abcdefgh')
    expect(first < second).toBe(true)
    expect(isReleaseId(first)).toBe(true)
    expect(isReleaseId('../../etc/passwd')).toBe(false)
  })
})

describe('parseRelease', () => {
  it('reads back what was written', () => {
    const release = makeRelease({ '/docs/a': 'alpha' })
    expect(parseRelease(JSON.stringify(release), 'test')).toEqual(release)
  })

  it('names the source and the problem for anything else', () => {
    expect(() => parseRelease('{', 'store/x.json')).toThrow(
      /store\/x\.json: not a content release \(invalid JSON/,
    )
    expect(() => parseRelease('{"format": 99}', 'store/x.json')).toThrow(
      `store/x.json: content release format 99, this server reads format ${RELEASE_FORMAT}`,
    )
    expect(() => parseRelease(`{"format": ${RELEASE_FORMAT}, "id": "x"}`, 'r')).toThrow(
      'r: not a complete content release',
    )
  })
})

describe('changedRoutesBetween', () => {
  const before = makeRelease({ '/docs/index': 'home', '/docs/a': 'alpha', '/docs/b': 'beta' })

  it('lists every route of a first release', () => {
    expect(changedRoutesBetween(null, before)).toEqual(['/docs', '/docs/a', '/docs/b', '/docs/index'])
    expect(releaseRoutes(before).sort()).toEqual(['/docs', '/docs/a', '/docs/b', '/docs/index'])
  })

  it('lists the changed, added and removed pages, and /docs when the main doc changes', () => {
    const after = makeRelease(
      { '/docs/index': 'home, edited', '/docs/a': 'alpha', '/docs/c': 'gamma' },
      before,
    )
    expect(after.changedRoutes).toEqual(['/docs', '/docs/b', '/docs/c', '/docs/index'])
  })

  it('lists nothing when only the release id differs', () => {
    const again = makeRelease({ '/docs/index': 'home', '/docs/a': 'alpha', '/docs/b': 'beta' }, before)
    expect(again.changedRoutes).toEqual([])
    expect(again.contentHash).toBe(before.contentHash)
  })

  it('lists a changed redirect, as what its route shows', () => {
    const after = { ...before, redirects: { '/blog/old': '/blog/2025/01/02/new' } }
    expect(changedRoutesBetween(before, after)).toEqual(['/blog/old'])
  })

  it('sees a page whose props changed though its text did not (a new sidebar title)', () => {
    const after = {
      ...before,
      pages: { ...before.pages, '/docs/b': docPage('/docs/b', 'beta', 'Beta, renamed') },
    }
    expect(changedRoutesBetween(before, after)).toEqual(['/docs/b'])
  })
})

describe('changedRoutesSince', () => {
  const first = makeRelease({ '/docs/index': 'home', '/docs/a': 'alpha', '/docs/b': 'beta' })
  const second = makeRelease({ '/docs/index': 'home', '/docs/a': 'alpha, edited', '/docs/b': 'beta' }, first)
  const third = makeRelease(
    { '/docs/index': 'home', '/docs/a': 'alpha, edited', '/docs/b': 'beta, edited' },
    second,
  )

  it('gives what a release recorded when it was published on the one compared with, the same as comparing them', () => {
    expect(changedRoutesSince(first, second)).toEqual(['/docs/a'])
    expect(changedRoutesSince(first, second)).toEqual(changedRoutesBetween(first, second))
    expect(changedRoutesSince(second, third)).toEqual(['/docs/b'])
  })

  it('gives nothing for the same release, and null (compare them) across a skipped release, a rollback or no release', () => {
    expect(changedRoutesSince(second, second)).toEqual([])
    expect(changedRoutesSince(first, third)).toBeNull()
    expect(changedRoutesSince(third, second)).toBeNull()
    expect(changedRoutesSince(null, first)).toBeNull()
    expect(changedRoutesBetween(first, third)).toEqual(['/docs/a', '/docs/b'])
  })

  it('hands out a copy: a caller that changes the list does not change the release', () => {
    const routes = changedRoutesSince(first, second)
    routes?.push('/docs/b')
    expect(second.changedRoutes).toEqual(['/docs/a'])
  })
})
