import fs from 'node:fs'
import path from 'node:path'
import type { NextApiRequest, NextApiResponse } from 'next'
import { contentAssetRequest } from '@/lib/content/content-assets'

const CONTENT_DIR = path.join(process.cwd(), 'content')

/**
 * Images kept beside the content that uses them (lib/content/content-assets.ts): GET or HEAD of
 * `/api/content-assets/<path below content/>`, images only, with a short shared cache like the pages.
 */
export default function contentAsset(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD')
    res.status(405).json({ message: 'Use GET to fetch a content image.' })
    return
  }
  const segments = Array.isArray(req.query.path) ? req.query.path : [req.query.path ?? '']
  const asset = contentAssetRequest(segments.map(String))
  const file = asset ? path.join(CONTENT_DIR, asset.path) : undefined
  if (
    !asset ||
    !file ||
    !file.startsWith(CONTENT_DIR + path.sep) ||
    !fs.existsSync(file) ||
    !fs.statSync(file).isFile()
  ) {
    res.status(404).json({ message: 'No such image in the content.' })
    return
  }
  const body = fs.readFileSync(file)
  res.setHeader('Content-Type', asset.contentType)
  res.setHeader('Content-Length', String(body.length))
  res.setHeader('Cache-Control', 'public, max-age=3600, stale-while-revalidate=86400')
  res.status(200).end(req.method === 'HEAD' ? undefined : body)
}
