import { openReleaseStore } from '../../lib/releases/server'
import type { ContentRelease } from '../../lib/releases/release'

/** The content release the project's store has current: what a server started from this checkout serves. */
export async function currentRelease(): Promise<ContentRelease> {
  const store = openReleaseStore()
  try {
    const id = await store.currentId()
    const release = id ? await store.read(id) : null
    if (!release) throw new Error(`${store.description} has no current release: run npm run build first`)
    return release
  } finally {
    await store.close()
  }
}
