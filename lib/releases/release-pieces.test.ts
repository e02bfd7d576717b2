/** @jest-environment node */
import { makeRelease } from './__fixtures__/make-release'
import {
  checkManifest,
  joinRelease,
  pieceHash,
  pieceHashesOf,
  piecesListedBy,
  releasePieces,
  splitRelease,
} from './release-pieces'

const site = (edit = '') => ({ '/docs/index': 'home', '/docs/a': `alpha${edit}`, '/docs/b': 'beta' })

describe('splitRelease and joinRelease', () => {
  it('give back the same release, search records in the same order', () => {
    const release = makeRelease(site())
    const { manifest, pieces } = splitRelease(release)
    expect(joinRelease(manifest, pieces, 'test')).toEqual(release)
    expect(new Set(pieceHashesOf(manifest))).toEqual(new Set(pieces.keys()))
    for (const [hash, text] of pieces) expect(pieceHash(text)).toBe(hash)
  })

  it('come one at a time, each text made when asked, the same when its object was split before', () => {
    const release = makeRelease(site())
    const { manifest, pieces } = splitRelease(release)
    // The same objects again (a watcher's next publish): hashes remembered, texts made on demand.
    const again = releasePieces({ ...release })
    const seen = new Map<string, string>()
    let next = again.next()
    for (; !next.done; next = again.next()) seen.set(next.value.hash, next.value.text())
    expect(next.value).toEqual(manifest)
    expect(seen).toEqual(pieces)
  })

  it('share every piece but the edited page and its records between two releases', () => {
    const first = makeRelease(site())
    const second = makeRelease(site(', edited'), first)
    const before = new Set(splitRelease(first).pieces.keys())
    const added = [...splitRelease(second).pieces.keys()].filter((hash) => !before.has(hash))
    expect(added).toHaveLength(2)
  })

  it('store a page whose records grew as one new run, though its first records are the same objects', () => {
    const first = makeRelease(site())
    const [home, a, b] = first.search.records
    const added = { ...a!, objectID: 'a-second', content: 'alpha, second paragraph' }
    const grown = { ...first, search: { ...first.search, records: [home!, a!, added, b!] } }
    const once = splitRelease(first)
    const { manifest, pieces } = splitRelease(grown)
    expect(manifest.records).toHaveLength(3)
    expect(manifest.records[0]).toBe(once.manifest.records[0])
    expect(manifest.records[1]).not.toBe(once.manifest.records[1])
    expect(manifest.records[2]).toBe(once.manifest.records[2])
    expect(joinRelease(manifest, pieces, 'test')).toEqual(grown)
  })

  it('refuses a missing piece, a piece that does not match its hash, and a manifest of the wrong shape', () => {
    const { manifest, pieces } = splitRelease(makeRelease(site()))
    const [hash] = Object.values(manifest.pages)
    const missing = new Map(pieces)
    missing.delete(hash!)
    expect(() => joinRelease(manifest, missing, 'test')).toThrow(`test: piece ${hash} is missing`)
    const changed = new Map(pieces).set(hash!, `${pieces.get(hash!)!} `)
    expect(() => joinRelease(manifest, changed, 'test')).toThrow(/does not match its hash/)
    expect(() => checkManifest({ ...manifest, records: ['../../etc'] }, 'm')).toThrow(
      'm: not a complete release manifest',
    )
    expect(() => checkManifest({ ...manifest, format: 1 }, 'm')).toThrow(/not a complete release manifest/)
    expect(checkManifest(JSON.parse(JSON.stringify(manifest)), 'm')).toEqual(manifest)
  })
})

describe('piecesListedBy', () => {
  it('lists the pieces of every manifest, none for a whole release, and nothing when one is not JSON', () => {
    const first = makeRelease(site())
    const second = makeRelease(site(', edited'), first)
    const manifests = [first, second].map((release) => JSON.stringify(splitRelease(release).manifest))
    const listed = piecesListedBy([...manifests, JSON.stringify(first)])
    expect(listed).toEqual(
      new Set([first, second].flatMap((release) => [...splitRelease(release).pieces.keys()])),
    )
    expect(piecesListedBy([...manifests, '{"format":"manif'])).toBeNull()
  })
})
