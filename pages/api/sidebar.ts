/**
 * `GET ${basePath}/api/sidebar?category=…`: the items of a docs sidebar category that a page shows
 * closed (lib/releases/sidebar-handler.ts), from the release this server serves.
 */
import type { NextApiRequest, NextApiResponse } from 'next'
import { sendSidebarAnswer } from '@/lib/releases/sidebar-handler'
import { releaseTracker } from '@/lib/releases/server'
import { siteConfig } from '@/site.config'

export default async function sidebarEndpoint(req: NextApiRequest, res: NextApiResponse) {
  sendSidebarAnswer(req, res, await releaseTracker().current(), siteConfig.revalidateSeconds)
}
