/**
 * A doc's Markdown template (page-markdown.ts) as the document's `markdownTemplate` field
 * (contentlayer.config.ts): taken from the tree the page's compile parsed (compiled-tree-facts.ts),
 * else made from a parse of its body, with this site's absolute URLs and the page's partials and
 * linked docs read from content/.
 */
import fs from 'node:fs'
import path from 'node:path'
import { siteConfig } from '../../site.config'
import { compiledTreeFacts } from './compiled-tree-facts'
import { CONTENT_DIR } from './document-types'
import { markdownTemplate, type MarkdownTemplateContext } from './page-markdown'
import { parseMarkdown } from './parse'

/** A site path as this site's absolute URL. */
export function siteAbsoluteUrl(sitePath: string): string {
  return `${siteConfig.url}${siteConfig.basePath}${sitePath}`
}

/** The template context of pages below `contentDir`. */
export function markdownTemplateContext(contentDir: string): MarkdownTemplateContext {
  return {
    absoluteUrl: siteAbsoluteUrl,
    readContent: (contentPath) => {
      try {
        return fs.readFileSync(path.join(contentDir, contentPath), 'utf8')
      } catch {
        return undefined
      }
    },
  }
}

/** The template of the doc with this body at this path below content/. */
export function docMarkdownTemplate(body: string, sourcePath: string): string {
  const compiled = compiledTreeFacts(body)?.markdown
  if (compiled?.sourcePath === sourcePath) return compiled.template
  return markdownTemplate(parseMarkdown(body), sourcePath, markdownTemplateContext(path.join(process.cwd(), CONTENT_DIR)))
}
