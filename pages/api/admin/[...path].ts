/**
 * `${basePath}/api/admin/*`: the content manager's endpoints (lib/authoring/admin-handler.ts). The
 * admin page itself is a static file, `public/admin/index.html` (lib/authoring/admin-page.cjs).
 */
import type { NextApiRequest, NextApiResponse } from 'next'
import { createAdminHandler } from '@/lib/authoring/admin-handler'
import { siteConfig } from '@/site.config'

// The handler reads (and limits) the body itself.
export const config = { api: { bodyParser: false } }

const handleAdmin = createAdminHandler({
  // Next.js's preview cookie (signed with this build's key), for this writer's browser only; the
  // draft id it carries names a file of lib/authoring/draft-store.ts.
  draftMode: {
    enable: (res, draftId) =>
      (res as NextApiResponse).setPreviewData({ draft: draftId }, { maxAge: 60 * 60 }),
    disable: (res) => (res as NextApiResponse).clearPreviewData(),
  },
  basePath: siteConfig.basePath,
  // `npm start` runs the standalone server from .next/standalone and says where the project is.
  root: process.env.CMS_REPO_DIR ?? process.cwd(),
  env: process.env,
})

export default function adminRoute(req: NextApiRequest, res: NextApiResponse) {
  const segments = req.query.path
  const route = Array.isArray(segments) ? segments.join('/') : (segments ?? '')
  return handleAdmin(req, res, route)
}
