/** @jest-environment node */
import { missingSettings } from './step-process.mjs'

const linux = { platform: 'linux' as const, env: {}, execArgv: [] }

describe('missingSettings', () => {
  it('gives a Linux publish two allocator arenas, and a watcher 64 MB semi-spaces too', () => {
    expect(missingSettings(['content-publish'], linux)).toEqual({
      env: { MALLOC_ARENA_MAX: '2' },
      nodeOptions: [],
    })
    expect(missingSettings(['content-publish', '--watch', '--no-notify'], linux)).toEqual({
      env: { MALLOC_ARENA_MAX: '2' },
      nodeOptions: ['--max-semi-space-size=64'],
    })
  })

  it('keeps what is already set: the variable, the flag among the options or in NODE_OPTIONS', () => {
    const watch = ['content-publish', '--watch']
    expect(
      missingSettings(watch, {
        ...linux,
        env: { MALLOC_ARENA_MAX: '4' },
        execArgv: ['--max-semi-space-size=16'],
      }),
    ).toEqual({
      env: {},
      nodeOptions: [],
    })
    expect(
      missingSettings(watch, {
        ...linux,
        env: { MALLOC_ARENA_MAX: '2', NODE_OPTIONS: '--enable-source-maps --max-semi-space-size=32' },
      }),
    ).toEqual({ env: {}, nodeOptions: [] })
  })

  it('sets no arenas elsewhere than Linux, where only a watcher runs in a child', () => {
    expect(missingSettings(['content-publish'], { ...linux, platform: 'darwin' })).toEqual({
      env: {},
      nodeOptions: [],
    })
    expect(missingSettings(['content-publish', '--watch'], { ...linux, platform: 'win32' })).toEqual({
      env: {},
      nodeOptions: ['--max-semi-space-size=64'],
    })
  })
})
