import type { NextApiRequest, NextApiResponse } from 'next'
import { contentAssetRequest } from '@/lib/content/content-assets'
import { methodNotAllowedHeaders } from '@/lib/http/method-not-allowed'
import { releaseTracker } from '@/lib/releases/server'

/**
 * Images and documents kept beside the content that uses them (lib/content/content-assets.ts): GET
 * or HEAD of `/api/content-assets/<path below content/>`, the served types only, from the current
 * content release (the server has no content/ of its own), with a short shared cache like the pages.
 */
export default async function contentAsset(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    for (const [name, value] of Object.entries(methodNotAllowedHeaders(['GET', 'HEAD'])))
      res.setHeader(name, value)
    res.status(405).json({ message: 'Use GET to fetch a content file.', status: 405 })
    return
  }
  const segments = Array.isArray(req.query.path) ? req.query.path : [req.query.path ?? '']
  const request = contentAssetRequest(segments.map(String))
  const release = request
    ? await releaseTracker()
        .current()
        .catch(() => null)
    : null
  const asset = request && release ? release.assets[request.path] : undefined
  if (!request || !asset) {
    res.status(404).json({ message: 'No such file in the content.', status: 404 })
    return
  }
  const body = Buffer.from(asset.data, 'base64')
  res.setHeader('Content-Type', request.contentType)
  res.setHeader('Content-Length', String(body.length))
  res.setHeader('Cache-Control', 'public, max-age=3600, stale-while-revalidate=86400')
  res.status(200).end(req.method === 'HEAD' ? undefined : body)
}
