/**
 * Publish time: a cold publish renders its pages in worker threads, one per core, before the
 * release builder assembles the release (it then finds every page rendered). Each worker gets the
 * documents of its share whole and only what pagination and the sidebar need of the others.
 */
import type { GeneratedContent } from '../content/generated'
import { routeKey } from '../content/paths'
import type { RenderEntry } from './build-release'
import { runWorker, shareOut } from './worker-threads'

/** What a render worker is given: the content (others' documents reduced) and the routes to render. */
export interface RenderRequest {
  content: GeneratedContent
  routes: string[]
}

/** A document reduced to what rendering another page may read of it (its link: id, label, route). */
function linkOnly<T extends { route: string; docId?: string; sidebar_label?: string; pageTitle?: string }>(
  document: T,
): T {
  const { route, docId, sidebar_label, pageTitle } = document
  return { route, docId, sidebar_label, pageTitle } as T
}

/** The entries of `routes`, rendered by `count` workers running `script`. */
export async function renderInWorkers(
  script: string,
  content: GeneratedContent,
  routes: readonly string[],
  count: number,
): Promise<Array<[string, RenderEntry]>> {
  const sizeOf = new Map<string, number>()
  for (const document of [...content.docs, ...content.pages, ...content.posts])
    sizeOf.set(routeKey(document.route), document.body.code.length)
  const shares = shareOut(routes, count, (route) => sizeOf.get(route) ?? 0).filter(
    (share) => share.length > 0,
  )
  const entries: Array<[string, RenderEntry]> = []
  await Promise.all(
    shares.map((share) => {
      const wanted = new Set(share)
      const whole = <T extends { route: string }>(document: T) => wanted.has(routeKey(document.route))
      const request: RenderRequest = {
        content: {
          ...content,
          docs: content.docs.map((doc) => (whole(doc) ? doc : linkOnly(doc))),
          pages: content.pages.filter(whole),
          posts: content.posts.filter(whole),
        },
        routes: share,
      }
      return runWorker<[string, RenderEntry]>(script, request, 'the page renderer', (entry) =>
        entries.push(entry),
      )
    }),
  )
  return entries
}
