import { openReleaseStore } from '../../lib/releases/server'
import {
  changedRoutesBetween,
  fingerprintOf,
  releaseIdOf,
  type ContentRelease,
  type ReleasePage,
} from '../../lib/releases/release'

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

let lastCreated = 0

/**
 * A release like `parent` with `word` added to the doc page at `route` and to its first search
 * record: what a publish of a one-word edit makes, without running the publisher (seconds saved
 * per release in tests that only need releases to switch between).
 */
export function releaseWithWord(parent: ContentRelease, route: string, word: string): ContentRelease {
  const page = parent.pages[route]
  if (page?.kind !== 'doc') throw new Error(`the release has no doc page at ${route}`)
  const props = { ...page.props, html: `${(page.props as { html: string }).html}<p>${word}</p>` }
  const edited: ReleasePage = { ...page, props, fingerprint: fingerprintOf(props) }
  const url = `/3.5.6${route}`
  let marked = false
  const records = parent.search.records.map((record) => {
    if (marked || record.url_without_anchor !== url || record.content === null) return record
    marked = true
    return { ...record, content: `${record.content} ${word}` }
  })
  if (!marked) throw new Error(`the release has no search record with text for ${url}`)
  const pages = { ...parent.pages, [route]: edited }
  const contentHash = fingerprintOf([pages, records])
  // Ids sort by time: each release of a test is later than the one before.
  lastCreated = Math.max(Date.now(), lastCreated + 1)
  const createdAt = new Date(lastCreated)
  return {
    ...parent,
    id: releaseIdOf(createdAt, contentHash),
    createdAt: createdAt.toISOString(),
    parent: parent.id,
    contentHash,
    pages,
    search: { ...parent.search, records },
    changedRoutes: changedRoutesBetween(parent, { ...parent, pages }),
  }
}
