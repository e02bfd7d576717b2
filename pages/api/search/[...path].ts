/**
 * The embedded search endpoint: `${basePath}/api/search/1/indexes/...` and `/1/events` (and
 * `${basePath}/1/...`, through `proxy.ts`), and the Analytics API at `${basePath}/api/search/2/...`. The listener (lib/search/protocol/node-listener.ts) answers; this route also
 * offers it to the server's fast path (lib/server/fast-routes.cjs), so that after the first search
 * request, search requests are answered before Next.js's routing.
 */
import type { NextApiRequest, NextApiResponse } from 'next'
import { siteSearchStore } from '@/lib/releases/server'
import { offerFastRoute } from '@/lib/server/fast-routes.cjs'
import { protocolPathOf, serveSearchRequest } from '@/lib/search/protocol/node-listener'
import type { SearchHttpDeps } from '@/lib/search/protocol/http-handler'
import { createSearchHttpDeps } from '@/lib/search/store/index-store'
import { siteConfig } from '@/site.config'

// The protocol needs the raw body: browsers send JSON as text/plain, and the size limit is ours.
export const config = { api: { bodyParser: false, responseLimit: false } }

const API_MOUNT = `${siteConfig.basePath}${siteConfig.search.embedded.apiPath}`
const MOUNT_POINTS = [API_MOUNT, siteConfig.basePath]

/** Search and Insights (`/1/`) at both mount points; the Analytics API (`/2/`) below the API path only. */
const pathBelowMount = (url: string) =>
  protocolPathOf(url, MOUNT_POINTS) ?? protocolPathOf(url, [API_MOUNT], ['2'])

let deps: SearchHttpDeps | null = null
async function searchDeps(): Promise<SearchHttpDeps> {
  const store = await siteSearchStore()
  deps ??= createSearchHttpDeps(store)
  return deps
}

offerFastRoute({
  name: 'search',
  match: (url) => pathBelowMount(url) !== null,
  handle: async (req, res) =>
    serveSearchRequest(req, res, pathBelowMount(req.url ?? '') ?? '/', await searchDeps()),
})

export default async function searchEndpoint(req: NextApiRequest, res: NextApiResponse) {
  const segments = req.query.path
  const path = `/${(Array.isArray(segments) ? segments : [segments ?? '']).map(encodeURIComponent).join('/')}`
  await serveSearchRequest(req, res, path, await searchDeps())
}
