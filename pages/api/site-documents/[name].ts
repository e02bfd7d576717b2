import type { NextApiRequest, NextApiResponse } from 'next'
import { atomFeed, robotsTxt, rssFeed, sendDocument, sitemap } from '@/lib/content/site-documents'

/** The site's generated text documents; next.config.js rewrites their public paths here. */
const documents: Record<string, { type: string; build: () => string }> = {
  rss: { type: 'application/rss+xml', build: rssFeed },
  atom: { type: 'application/atom+xml', build: atomFeed },
  sitemap: { type: 'application/xml', build: sitemap },
  robots: { type: 'text/plain', build: robotsTxt },
}

export default function siteDocument(req: NextApiRequest, res: NextApiResponse) {
  const name = typeof req.query.name === 'string' ? req.query.name : ''
  const document = Object.hasOwn(documents, name) ? documents[name] : undefined
  if (!document) {
    res.status(404).json({ message: `No document "${name}"`, status: 404 })
    return
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD')
    res.status(405).json({ message: 'Use GET', status: 405 })
    return
  }
  sendDocument(res, document.type, document.build())
}
