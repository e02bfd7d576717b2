import type { NextApiRequest, NextApiResponse } from 'next'
import { blogTags } from '@/lib/content/blog-list'
import { generatedIndexRoutes } from '@/lib/content/generated-index'
import { routeKey } from '@/lib/content/paths'
import { regenerateContent } from '@/lib/content/regenerate'
import { getAllDocs, getAllPages, getAllPosts, getCategories } from '@/lib/content/store'
import { decideWebhook } from '@/lib/content/webhook'
import { readBody } from '@/lib/http/read-body'
import { siteConfig } from '@/site.config'

export const config = { api: { bodyParser: false } }

const REVALIDATE_CONCURRENCY = 4

function currentRoutes(): string[] {
  return [
    '/',
    '/docs',
    '/blog',
    ...getAllDocs().map((doc) => routeKey(doc.route)),
    ...getAllPages().map((page) => page.route),
    ...getAllPosts().map((post) => post.route),
    ...generatedIndexRoutes(getCategories()),
    '/blog/tags',
    ...blogTags(getAllPosts()).map((tag) => tag.route),
  ]
}

/**
 * On-demand regeneration: POST with the secret regenerates the content and the search records,
 * then revalidates the given paths, or every page that existed before or exists after.
 */
export default async function revalidate(req: NextApiRequest, res: NextApiResponse) {
  const body = await readBody(req, 64 * 1024)
  if (!body.ok) {
    res.status(body.status).json({ message: body.message, status: body.status })
    return
  }
  const decision = decideWebhook({
    method: req.method,
    headers: req.headers,
    body: body.text,
    configuredSecret: process.env.REVALIDATE_SECRET,
  })
  if (!decision.ok) {
    res.status(decision.status).json({ message: decision.message, status: decision.status })
    return
  }
  const before = currentRoutes()
  try {
    await regenerateContent()
  } catch (error) {
    res
      .status(422)
      .json({ message: `Content could not be regenerated: ${(error as Error).message}`, status: 422 })
    return
  }
  const paths = decision.paths ?? [...new Set([...before, ...currentRoutes()])]
  const revalidated: string[] = []
  const failed: string[] = []
  // A few at a time: each one renders a page, and the server keeps answering readers meanwhile.
  const queue = [...paths]
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      try {
        await res.revalidate(`${siteConfig.basePath}${path === '/' ? '' : path}`)
        revalidated.push(path)
      } catch {
        failed.push(path)
      }
    }
  }
  await Promise.all(Array.from({ length: REVALIDATE_CONCURRENCY }, worker))
  res.status(200).json({ revalidated, failed })
}
