/** @jest-environment node */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { moveLegacyReleases } from './fs-layout'

/** Every file below a directory, relative to it, with its text. */
function filesBelow(dir: string): Record<string, string> {
  return Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name)
        return [path.relative(dir, file), fs.readFileSync(file, 'utf8')]
      })
      .sort(([a], [b]) => (a! < b! ? -1 : 1)),
  )
}

/** A store of the earlier layout: the pointer, the releases and the pieces at the top. */
function legacyStore(dir: string, parts: readonly string[] = ['current', 'releases', 'pieces']): void {
  if (parts.includes('current')) fs.writeFileSync(path.join(dir, 'current'), 'release-2')
  if (parts.includes('releases')) {
    fs.mkdirSync(path.join(dir, 'releases'))
    fs.writeFileSync(path.join(dir, 'releases', 'release-1.json'), 'one')
    fs.writeFileSync(path.join(dir, 'releases', 'release-2.json'), 'two')
  }
  if (parts.includes('pieces')) {
    fs.mkdirSync(path.join(dir, 'pieces', 'ab'), { recursive: true })
    fs.writeFileSync(path.join(dir, 'pieces', 'ab', 'abc'), 'piece')
  }
}

let root: string
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'fs-layout-'))
})
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true })
})

describe('moveLegacyReleases', () => {
  it('moves the releases at the top of the store into the version’s folder, and says so', () => {
    legacyStore(root)
    fs.mkdirSync(path.join(root, 'versions'))
    fs.writeFileSync(path.join(root, 'versions', '3.4.0.json'), '{}')

    const message = moveLegacyReleases(root, '3.5.6')

    const target = path.join(root, '3.5.6')
    expect(message).toContain(root)
    expect(message).toContain(target)
    expect(fs.readdirSync(root).sort()).toEqual(['3.5.6', 'versions'])
    expect(filesBelow(root)).toEqual({
      [path.join('3.5.6', 'current')]: 'release-2',
      [path.join('3.5.6', 'pieces', 'ab', 'abc')]: 'piece',
      [path.join('3.5.6', 'releases', 'release-1.json')]: 'one',
      [path.join('3.5.6', 'releases', 'release-2.json')]: 'two',
      [path.join('versions', '3.4.0.json')]: '{}',
    })
  })

  it('moves what there is when a part of the earlier layout is missing', () => {
    legacyStore(root, ['current', 'releases'])
    expect(moveLegacyReleases(root, '3.5.6')).not.toBeNull()
    expect(filesBelow(root)).toEqual({
      [path.join('3.5.6', 'current')]: 'release-2',
      [path.join('3.5.6', 'releases', 'release-1.json')]: 'one',
      [path.join('3.5.6', 'releases', 'release-2.json')]: 'two',
    })
  })

  it('moves once: a second call finds nothing to move', () => {
    legacyStore(root)
    expect(moveLegacyReleases(root, '3.5.6')).not.toBeNull()
    const after = filesBelow(root)
    expect(moveLegacyReleases(root, '3.5.6')).toBeNull()
    expect(moveLegacyReleases(root, '3.4.0')).toBeNull()
    expect(filesBelow(root)).toEqual(after)
    expect(fs.existsSync(path.join(root, '3.4.0'))).toBe(false)
  })

  it('is null and creates nothing when there is nothing to move', () => {
    expect(moveLegacyReleases(root, '3.5.6')).toBeNull()
    expect(fs.readdirSync(root)).toEqual([])
  })

  it('is null and creates nothing for a store already in the new layout', () => {
    fs.mkdirSync(path.join(root, '3.4.0'))
    legacyStore(path.join(root, '3.4.0'))
    const before = filesBelow(root)
    expect(moveLegacyReleases(root, '3.5.6')).toBeNull()
    expect(filesBelow(root)).toEqual(before)
    expect(fs.readdirSync(root)).toEqual(['3.4.0'])
  })

  it('is null and moves nothing when the version’s folder exists already', () => {
    legacyStore(root)
    fs.mkdirSync(path.join(root, '3.5.6'))
    fs.writeFileSync(path.join(root, '3.5.6', 'current'), 'release-9')
    const before = filesBelow(root)

    expect(moveLegacyReleases(root, '3.5.6')).toBeNull()
    expect(filesBelow(root)).toEqual(before)
    expect(fs.readFileSync(path.join(root, 'current'), 'utf8')).toBe('release-2')
  })
})
