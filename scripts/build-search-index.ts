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
import { buildRecords } from '../lib/search/indexing/records'
import { SYNONYMS_FILE, SynonymsFileError, parseSynonymsFile } from '../lib/search/indexing/synonyms-file'
import type { Synonym } from '../lib/search/engine/synonyms'
import type { PageForIndexing, SearchRecord } from '../lib/search/record'
import { RECORDS_FILE_NAME, SEARCH_DATA_DIRECTORY, SYNONYMS_FILE_NAME } from '../lib/search/store/index-store'
import { siteConfig, withBasePath } from '../site.config'

/** Standalone pages worth finding; legal pages stay out of search results. */
const SEARCHABLE_PAGES = new Set(['/faq'])

const inputs = { ...siteRenderData(), renderHtml: renderMdxToHtml }
const language = siteConfig.locales.defaultLocale
const render = (code: string, route: string) => inputs.renderHtml(code, renderDataFor(route, inputs))

const pages: PageForIndexing[] = [
  ...getAllDocs().map((doc) => ({
    url: withBasePath(routeKey(doc.route)),
    title: doc.pageTitle,
    section: doc.section,
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
    section: 'Blog',
    html: render(post.body.code, post.route),
    pageRank: -1,
    version: siteConfig.version,
    language,
  })),
]

/** The content's synonyms, checked; a broken file stops the build with its line and entry. */
function loadSynonyms(): Synonym[] {
  const file = path.join(process.cwd(), SYNONYMS_FILE)
  if (!fs.existsSync(file)) return []
  try {
    return parseSynonymsFile(fs.readFileSync(file, 'utf8'), SYNONYMS_FILE)
  } catch (error) {
    if (error instanceof SynonymsFileError) {
      console.error(`search index: ${error.message}`)
      process.exit(1)
    }
    throw error
  }
}

const started = Date.now()
const synonyms = loadSynonyms()
const records: SearchRecord[] = pages.flatMap((page) => buildRecords(page))
const outDir = path.join(process.cwd(), SEARCH_DATA_DIRECTORY)
fs.mkdirSync(outDir, { recursive: true })
// Write to a temporary file and rename, so a running server never reads half a file. The synonyms
// go first: the server reloads both when the records file changes.
const writeAtomically = (name: string, json: unknown) => {
  const tmp = path.join(outDir, `${name}.${process.pid}.tmp`)
  fs.writeFileSync(tmp, JSON.stringify(json))
  fs.renameSync(tmp, path.join(outDir, name))
}
writeAtomically(SYNONYMS_FILE_NAME, synonyms)
writeAtomically(RECORDS_FILE_NAME, records)
console.log(
  `search index: ${records.length} records from ${pages.length} pages, ${synonyms.length} synonyms, in ${Date.now() - started} ms`,
)
