/**
 * `npm run build` publishes the content release and compiles the site at the same time
 * (scripts/build.mjs): compiling needs no content, and the two together keep both of the machine's
 * cores busy. The pages are prerendered only once the release is current: in the build, the
 * release store's reads wait until the publish has finished, which build.mjs tells Next.js's
 * processes through a file named by the environment.
 */
import fs from 'node:fs'
import { PUBLISHED } from '../build/publish-signal.cjs'
import type { ReleaseStore } from './store'

export interface WaitOptions {
  pollMs?: number
  timeoutMs?: number
}

/**
 * Resolves once the file says the publish succeeded; rejects when it says it failed, or when
 * nothing was written within `timeoutMs` (a publish that hangs must not hang the build silently).
 */
export async function publishEnded(file: string, options: WaitOptions = {}): Promise<void> {
  const { pollMs = 50, timeoutMs = 15 * 60_000 } = options
  for (let waited = 0; ; waited += pollMs) {
    let said: string | null = null
    try {
      said = fs.readFileSync(file, 'utf8').trim()
    } catch {
      // Not written yet.
    }
    if (said === PUBLISHED) return
    if (said !== null && said !== '') {
      throw new Error('the content publish of this build failed (its message is above)')
    }
    if (waited >= timeoutMs) {
      throw new Error(`the content publish of this build did not end within ${timeoutMs / 1000} s`)
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}

/**
 * The store as the build's page generation sees it: with `file` set, the first read waits for the
 * publish (once per process); without it (`next build` run by hand after a publish), the store.
 */
export function afterBuildPublish(
  store: ReleaseStore,
  file: string | undefined,
  options: WaitOptions = {},
): ReleaseStore {
  if (!file) return store
  let ended: Promise<void> | null = null
  const published = () => (ended ??= publishEnded(file, options))
  return {
    description: store.description,
    currentId: async () => {
      await published()
      return store.currentId()
    },
    read: async (id) => {
      await published()
      return store.read(id)
    },
    publish: (release) => store.publish(release),
    makeCurrent: (id) => store.makeCurrent(id),
    releaseIds: async () => {
      await published()
      return store.releaseIds()
    },
    list: () => store.list(),
    watch: (onChange) => store.watch(onChange),
    close: () => store.close(),
  }
}
