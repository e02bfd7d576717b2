/** @jest-environment node */
import { makeRelease } from './__fixtures__/make-release'
import { PieceCache } from './piece-cache'
import { pieceHashesOf, splitRelease } from './release-pieces'
import type { ContentRelease } from './release'
import { DamagedReleaseError, ReleaseStoreUnavailableError, readStoredRelease } from './store'

const site = (edit: string) => ({ '/docs/index': 'home', '/docs/a': `alpha ${edit}`, '/docs/b': 'beta' })

/** A store's side of a read: the manifest's text and a piece reader that records what it was asked. */
function stored(releases: ContentRelease[]) {
  const pieces = new Map<string, string>()
  const manifests = new Map<string, string>()
  for (const release of releases) {
    const split = splitRelease(release)
    split.pieces.forEach((text, hash) => pieces.set(hash, text))
    manifests.set(release.id, JSON.stringify(split.manifest))
  }
  const asked: string[][] = []
  const read = (cache: PieceCache, release: ContentRelease) =>
    readStoredRelease(
      manifests.get(release.id) as string,
      'test',
      release.id,
      async (hashes) => {
        asked.push([...hashes])
        return new Map(hashes.flatMap((hash) => (pieces.has(hash) ? [[hash, pieces.get(hash)!]] : [])))
      },
      cache,
    )
  return { pieces, read, asked }
}

describe('PieceCache', () => {
  it('lets a reader fetch only the pieces a release adds to the one it read before', async () => {
    const first = makeRelease(site('one'))
    const second = makeRelease(site('two'), first)
    const { read, asked } = stored([first, second])
    const cache = new PieceCache()
    expect(await read(cache, first)).toEqual(first)
    expect(asked[0]).toHaveLength(pieceHashesOf(splitRelease(first).manifest).length)
    const release = await read(cache, second)
    expect(release).toEqual(second)
    // The edited page and its run of records.
    expect(asked[1]).toHaveLength(2)
    // Unchanged pieces are the values already read, not copies.
    expect(release.pages['/docs/b']).toBe((await read(cache, first)).pages['/docs/b'])
  })

  it('keeps the pieces of the last two releases read, and none of a damaged one', async () => {
    const releases = [makeRelease(site('one'))]
    for (const edit of ['two', 'three']) releases.push(makeRelease(site(edit), releases.at(-1)))
    const [first, second, third] = releases as [ContentRelease, ContentRelease, ContentRelease]
    const { read, pieces, asked } = stored(releases)
    const cache = new PieceCache()
    await read(cache, first)
    const size = cache.size
    await read(cache, second)
    expect(cache.size).toBe(size + 2)
    const added = splitRelease(third).manifest.pages['/docs/a'] as string
    const text = pieces.get(added) as string
    pieces.set(added, text.replace('three', 'thref'))
    await expect(read(cache, third)).rejects.toThrow(DamagedReleaseError)
    await expect(read(cache, third)).rejects.toThrow(`piece ${added} does not match its hash`)
    expect(cache.size).toBe(size + 2)
    pieces.set(added, text)
    asked.length = 0
    expect(await read(cache, third)).toEqual(third)
    expect(asked[0]).toEqual(expect.arrayContaining([added]))
    // The first release's own pieces are gone; the second's and the third's are kept.
    expect(cache.size).toBe(size + 2)
    expect(cache.missing(pieceHashesOf(splitRelease(first).manifest))).toHaveLength(2)
    expect(cache.missing(pieceHashesOf(splitRelease(second).manifest))).toEqual([])
  })

  it('passes an unreachable store through, and reads nothing when it holds every piece', async () => {
    const release = makeRelease(site('one'))
    const { read, asked } = stored([release])
    const cache = new PieceCache()
    const manifest = JSON.stringify(splitRelease(release).manifest)
    const unreachable = async (): Promise<Map<string, string>> => {
      throw new ReleaseStoreUnavailableError('down')
    }
    await expect(readStoredRelease(manifest, 'test', release.id, unreachable, cache)).rejects.toBeInstanceOf(
      ReleaseStoreUnavailableError,
    )
    await read(cache, release)
    expect(await readStoredRelease(manifest, 'test', release.id, unreachable, cache)).toEqual(release)
    expect(asked).toHaveLength(1)
  })
})
