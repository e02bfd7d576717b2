/** @jest-environment node */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { BUILD_VERSIONS_FILE, readBuildVersions, writeBuildVersions } from './build-versions'
import { makeEntry } from './__fixtures__/version-entries'

const entry = makeEntry

let cwd: string
let nextDir: string
beforeEach(() => {
  cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'build-versions-'))
  nextDir = path.join(cwd, '.next')
  fs.mkdirSync(nextDir)
})
afterEach(() => {
  fs.rmSync(cwd, { recursive: true, force: true })
})

const file = () => path.join(cwd, BUILD_VERSIONS_FILE)

describe('build versions', () => {
  it('keeps the file beside the build', () => {
    expect(BUILD_VERSIONS_FILE).toBe(path.join('.next', 'versions-at-build.json'))
  })

  it('reads back what was written', () => {
    const entries = [
      entry('3.5.6', { status: 'current', label: 'Latest' }),
      entry('3.4.0', { status: 'unmaintained', routes: ['/docs'] }),
      entry('4.0.0', { status: 'next', basePath: '/next' }),
    ]
    writeBuildVersions(nextDir, entries)
    expect(fs.existsSync(file())).toBe(true)
    expect(readBuildVersions(cwd)).toEqual(entries)
  })

  it('reads back an empty manifest as empty, not unknown', () => {
    writeBuildVersions(nextDir, [])
    expect(readBuildVersions(cwd)).toEqual([])
  })

  it('replaces what an earlier build wrote', () => {
    writeBuildVersions(nextDir, [entry('3.4.0')])
    writeBuildVersions(nextDir, [entry('3.5.6')])
    expect(readBuildVersions(cwd)).toEqual([entry('3.5.6')])
  })

  it('reads from the working directory by default', () => {
    writeBuildVersions(nextDir, [entry('3.5.6')])
    const spy = jest.spyOn(process, 'cwd').mockReturnValue(cwd)
    try {
      expect(readBuildVersions()).toEqual([entry('3.5.6')])
    } finally {
      spy.mockRestore()
    }
  })

  it('is null when the build has no record', () => {
    expect(readBuildVersions(cwd)).toBeNull()
    fs.rmSync(nextDir, { recursive: true })
    expect(readBuildVersions(cwd)).toBeNull()
  })

  it.each([
    ['not JSON', '[{"name": '],
    ['not a list', JSON.stringify({ entries: [] })],
    ['a list holding something that is not an entry', JSON.stringify([entry('3.5.6'), { name: '3.4.0' }])],
    ['an entry with extra keys', JSON.stringify([{ ...entry('3.5.6'), extra: 1 }])],
  ])('is null when the file is damaged: %s', (_what, text) => {
    fs.writeFileSync(file(), text)
    expect(readBuildVersions(cwd)).toBeNull()
  })
})
