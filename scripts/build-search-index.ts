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
const { records: indexed } = siteConfig.search
const searchablePages = new Set<string>(indexed.pages)
const render = (code: string, route: string) => inputs.renderHtml(code, renderDataFor(route, inputs))

const pages: PageForIndexing[] = [
  ...getAllDocs().map((doc) => ({
    url: withBasePath(routeKey(doc.route)),
    title: doc.pageTitle,
    section: findSection(inputs.sidebar, doc.route, indexed.docsSection),
    html: render(doc.body.code, doc.route),
    // Section overviews answer broad queries best.
    pageRank: doc.isCategoryIndex || doc.docId === siteConfig.docsVersion.mainDocId ? 1 : 0,
    version: siteConfig.version,
    language,
  })),
  ...getAllPages()
    .filter((page) => searchablePages.has(page.route))
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
    section: indexed.blogSection,
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
