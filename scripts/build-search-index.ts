/**
 * Turns the generated content into search records (`.search/records.json`), which the embedded
 * search backend loads and `npm run search:upload` pushes to the hosted service. Runs in the build
 * and again whenever the content is regenerated (webhook, `npm start` watcher).
 */
import fs from 'node:fs'
import path from 'node:path'
import { renderMdxToHtml } from '../components/mdx/renderMdxToHtml'
import { siteRenderData } from '../lib/content/render-data'
import { renderDataFor } from '../lib/content/page-props'
import { routeKey } from '../lib/content/paths'
import { getAllDocs, getAllPages, getAllPosts } from '../lib/content/store'
import { listed } from '../lib/content/visibility'
import { buildRecords } from '../lib/search/indexing/records'
import type { PageForIndexing, SearchRecord } from '../lib/search/record'
import { siteConfig, withBasePath } from '../site.config'

/** Standalone pages worth finding; legal pages stay out of search results. */
const SEARCHABLE_PAGES = new Set(['/faq'])

const inputs = { ...siteRenderData(), renderHtml: renderMdxToHtml }
const language = siteConfig.locales.defaultLocale
const render = (code: string, route: string) => inputs.renderHtml(code, renderDataFor(route, inputs))

// Unlisted pages (front matter `unlisted: true`) are reachable but not found by search; drafts never exist here.
const pages: PageForIndexing[] = [
  ...listed(getAllDocs()).map((doc) => ({
    url: withBasePath(routeKey(doc.route)),
    title: doc.pageTitle,
    section: doc.section,
    html: render(doc.body.code, doc.route),
    // Section overviews answer broad queries best.
    pageRank: doc.isCategoryIndex || doc.docId === siteConfig.docsVersion.mainDocId ? 1 : 0,
    version: siteConfig.version,
    language,
  })),
  ...listed(getAllPages())
    .filter((page) => SEARCHABLE_PAGES.has(page.route))
    .map((page) => ({
      url: withBasePath(page.route),
      title: page.pageTitle,
      section: page.pageTitle,
      html: render(page.body.code, page.route),
      pageRank: 0,
      version: siteConfig.version,
      language,
    })),
  ...listed(getAllPosts()).map((post) => ({
    url: withBasePath(post.route),
    title: post.title,
    section: 'Blog',
    html: render(post.body.code, post.route),
    pageRank: -1,
    version: siteConfig.version,
    language,
  })),
]

const started = Date.now()
const records: SearchRecord[] = pages.flatMap((page) => buildRecords(page))
const outDir = path.join(process.cwd(), '.search')
fs.mkdirSync(outDir, { recursive: true })
// Write to a temporary file and rename, so a running server never reads half a file.
const tmp = path.join(outDir, `records.${process.pid}.tmp`)
fs.writeFileSync(tmp, JSON.stringify(records))
fs.renameSync(tmp, path.join(outDir, 'records.json'))
console.log(
  `search index: ${records.length} records from ${pages.length} pages in ${Date.now() - started} ms`,
)
