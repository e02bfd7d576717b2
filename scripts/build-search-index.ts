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
import { findSection } from '../lib/content/sidebar'
import { getAllDocs, getAllPages, getAllPosts } from '../lib/content/store'
import { buildRecords } from '../lib/search/indexing/records'
import type { PageForIndexing, SearchRecord } from '../lib/search/record'
import { withBasePath } from '../lib/site-links'
import { siteConfig } from '../site.config'

const inputs = { ...siteRenderData(), renderHtml: renderMdxToHtml }
const language = siteConfig.locales.defaultLocale

// What the records hold besides every doc and post, and the group (lvl0) of what has no category.
// Kept here rather than in site.config.ts, whose every byte each page's scripts carry.
/** Standalone pages worth finding; legal pages stay out of search results. */
const SEARCHABLE_PAGES = new Set(['/faq'])
const DOCS_SECTION = 'Documentation'
const BLOG_SECTION = 'Blog'
const render = (code: string, route: string) => inputs.renderHtml(code, renderDataFor(route, inputs))

const pages: PageForIndexing[] = [
  ...getAllDocs().map((doc) => ({
    url: withBasePath(routeKey(doc.route)),
    title: doc.pageTitle,
    section: findSection(inputs.sidebar, doc.route, DOCS_SECTION),
    html: render(doc.body.code, doc.route),
    // Section overviews answer broad queries best.
    pageRank: doc.isCategoryIndex || doc.docId === siteConfig.docsVersion.mainDocId ? 1 : 0,
    version: siteConfig.version,
    language,
  })),
  ...getAllPages()
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
  ...getAllPosts().map((post) => ({
    url: withBasePath(post.route),
    title: post.title,
    section: BLOG_SECTION,
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
