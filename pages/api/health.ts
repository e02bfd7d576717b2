/**
 * `GET /api/health` (and HEAD), for load balancers: whether this process has a content release to
 * serve, which one, and what is wrong with the store if anything (lib/releases/health.ts). Never
 * cached: a balancer must see this process as it is now.
 */
import type { NextApiRequest, NextApiResponse } from 'next'
import { methodNotAllowedHeaders } from '@/lib/http/method-not-allowed'
import { releaseHealth } from '@/lib/releases/health'
import { releaseTracker } from '@/lib/releases/server'

export default async function health(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store')
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    for (const [name, value] of Object.entries(methodNotAllowedHeaders(['GET', 'HEAD'])))
      res.setHeader(name, value)
    res.status(405).json({ message: 'Read the health of this server with GET or HEAD.', status: 405 })
    return
  }
  const tracker = releaseTracker()
  // The first request of a process waits for the release to load; later ones answer from the
  // tracker's last look, which is at most a check interval old (peek starts the next one).
  if (!tracker.peek()) await tracker.current().catch(() => undefined)
  const { status, body } = releaseHealth(tracker.status())
  res.status(status).json(body)
}
