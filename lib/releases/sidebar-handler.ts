/**
 * `GET ${basePath}/api/sidebar?category=<label>&category=<label>…`: the items of one docs sidebar
 * category of the current release, found by the labels from the top of the sidebar down to it. A
 * page's props carry the categories that start closed without their items (lib/content/sidebar-view.ts);
 * the sidebar asks here when the reader opens one. The answer names its release, may be cached for
 * as long as a page is, and is the whole subtree (the categories in it open without asking again).
 */
import type { NextApiRequest, NextApiResponse } from 'next'
import { categoryAt } from '../content/sidebar-view'
import type { SidebarItem } from '../content/sidebar'
import { methodNotAllowedHeaders } from '../http/method-not-allowed'
import type { ContentRelease } from './release'

/** Labels from the top of the sidebar: at most this many, each at most this long. */
const MAX_DEPTH = 16
const MAX_LABEL_LENGTH = 300

export type SidebarAnswer =
  | { status: 200; body: { release: string; items: SidebarItem[] } }
  | { status: 400 | 404 | 405; body: { message: string; status: number } }

function problem(status: 400 | 404 | 405, message: string): SidebarAnswer {
  return { status, body: { message, status } }
}

/** The answer for a request's method and `category` parameter(s), from `release`. */
export function sidebarAnswer(
  method: string | undefined,
  category: string | string[] | undefined,
  release: ContentRelease,
): SidebarAnswer {
  if (method !== 'GET' && method !== 'HEAD')
    return problem(405, 'Read a sidebar category with GET: /api/sidebar?category=<label>&category=<label>…')
  const labels = category === undefined ? [] : Array.isArray(category) ? category : [category]
  if (labels.length === 0)
    return problem(
      400,
      'Name the category with one `category` parameter per label, from the top of the sidebar down.',
    )
  if (
    labels.length > MAX_DEPTH ||
    labels.some((label) => label.length === 0 || label.length > MAX_LABEL_LENGTH)
  )
    return problem(
      400,
      `A category is named by 1 to ${MAX_DEPTH} labels, each 1 to ${MAX_LABEL_LENGTH} characters long.`,
    )
  const found = categoryAt(release.sidebar, labels)
  if (!found)
    return problem(
      404,
      `The docs sidebar has no category ${labels.map((label) => `'${label}'`).join(' › ')}.`,
    )
  return { status: 200, body: { release: release.id, items: found.items } }
}

/** Sends {@link sidebarAnswer}; `revalidateSeconds` is how long a page may be served before it is checked. */
export function sendSidebarAnswer(
  req: NextApiRequest,
  res: NextApiResponse,
  release: ContentRelease,
  revalidateSeconds: number,
): void {
  const answer = sidebarAnswer(req.method, req.query.category, release)
  if (answer.status === 405)
    for (const [name, value] of Object.entries(methodNotAllowedHeaders(['GET', 'HEAD'])))
      res.setHeader(name, value)
  res.setHeader(
    'Cache-Control',
    answer.status === 200
      ? `public, max-age=0, s-maxage=${revalidateSeconds}, stale-while-revalidate`
      : 'no-store',
  )
  res.status(answer.status).json(answer.body)
}
