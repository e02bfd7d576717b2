/**
 * The composition of this site's publishing: the release builder and the publisher with this
 * site's settings and its MDX renderer (React, from components/). Used by `content:publish`, and
 * by tests and benchmarks that need the site's real release without a store or a build.
 */
import { renderMdxToHtml } from '../../components/mdx/renderMdxToHtml'
import { readGeneratedContent } from '../../lib/content/generated'
import { siteRenderData } from '../../lib/content/render-data'
import { ReleaseBuilder, type ReleaseSite } from '../../lib/releases/build-release'
import type { NotifyTarget } from '../../lib/releases/notify'
import { Publisher, readContentAssets, readContentSynonyms } from '../../lib/releases/publish'
import type { ContentRelease } from '../../lib/releases/release'
import type { ReleaseStore } from '../../lib/releases/store'
import { withBasePath } from '../../lib/site-links'
import { siteConfig } from '../../site.config'

/** Standalone pages worth finding; legal pages stay out of search results. */
const SEARCHABLE_PAGES = new Set(['/faq'])

export const SITE_RELEASE: ReleaseSite = {
  version: siteConfig.version,
  language: siteConfig.locales.defaultLocale,
  mainDocId: siteConfig.docsVersion.mainDocId,
  indexName: siteConfig.search.embedded.indexName,
  basePath: siteConfig.basePath,
  withBasePath,
  searchablePages: SEARCHABLE_PAGES,
  blogDescription: `Release notes and news about ${siteConfig.title}.`,
  origin: siteConfig.url,
}

export function createSitePublisher(
  root: string,
  store: ReleaseStore,
  options: {
    notify: NotifyTarget | null
    includeDrafts?: boolean
    compileWorker?: string
    renderWorker?: string
  },
): Publisher {
  return new Publisher({ root, store, renderHtml: renderMdxToHtml, site: SITE_RELEASE, ...options })
}

/**
 * The release of what contentlayer last generated in `root` (`.contentlayer/generated`, which
 * `npm run typecheck` and the build make), built in this process: no check, no store.
 */
export function buildSiteRelease(root: string): ContentRelease {
  const content = readGeneratedContent(root)
  return new ReleaseBuilder(SITE_RELEASE).build(
    content,
    { ...siteRenderData(content), renderHtml: renderMdxToHtml },
    { parent: null, assets: readContentAssets(root), synonyms: readContentSynonyms(root) },
  )
}
