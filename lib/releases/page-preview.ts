/**
 * A writer's unsaved draft of one page, rendered by the publishing pipeline itself: compiled with
 * contentlayer's definitions and the site's remark/rehype plugins (`DocumentCompiler.compileDraft`),
 * placed among the last published documents (so its route, sidebar position, breadcrumbs and
 * neighbours are what publishing it would give) and rendered to the page's props by the same
 * functions a release's pages come from. Nothing is kept: the compiler's and the builder's state
 * for the published files is untouched, and nothing is stored.
 *
 * Used by the content watcher's preview service (`lib/authoring/preview-service.ts`) for the CMS's
 * preview pane and the site's draft mode.
 */
import { entryProblems } from '../authoring/entry-check'
import type { CategoryMeta } from '../content/category-files'
import { contentFromDocuments, type ContentDocuments } from '../content/generated'
import {
  buildContentPageProps,
  buildDocPageProps,
  docNavigation,
  type RenderHtml,
} from '../content/page-props'
import { routeKey } from '../content/paths'
import { siteRenderData } from '../content/render-data'
import type { DocumentCompiler } from './document-compiler'
import type { ReleasePage } from './release'

export type PagePreview =
  | { ok: true; route: string; kind: 'doc' | 'page' | 'post'; props: ReleasePage['props'] }
  | { ok: false; problems: string[] }

export interface PreviewInputs {
  root: string
  compiler: DocumentCompiler
  /** The documents of the last publish. */
  documents: ContentDocuments
  categories: CategoryMeta[]
  renderHtml: RenderHtml
}

type AnyDocument =
  ContentDocuments['docs'][number] | ContentDocuments['pages'][number] | ContentDocuments['posts'][number]

const sourcePathOf = (document: AnyDocument) =>
  (document as { _raw: { sourceFilePath: string } })._raw.sourceFilePath

/** `path` is below content/ (`docs/server/02-security.md`); `source` is the whole file as the writer has it. */
export async function previewPage(inputs: PreviewInputs, path: string, source: string): Promise<PagePreview> {
  const problems = entryProblems(`content/${path}`, source)
  if (problems.length > 0) return { ok: false, problems }
  const outcome = await inputs.compiler.compileDraft({ path, source })
  if ('error' in outcome) return { ok: false, problems: [outcome.error] }
  const draft = outcome.document as unknown as AnyDocument
  const replace = <T extends AnyDocument>(list: T[], type: string): T[] =>
    outcome.document.type === type
      ? [...list.filter((document) => sourcePathOf(document) !== path), draft as T]
      : list
  const { documents } = inputs
  const content = contentFromDocuments(
    inputs.root,
    {
      docs: replace(documents.docs, 'Doc'),
      pages: replace(documents.pages, 'Page'),
      posts: replace(documents.posts, 'Post'),
    },
    // A draft is shown to its writer even when its front matter says `draft: true`.
    { includeDrafts: true, categories: inputs.categories },
  )
  const renderInputs = { ...siteRenderData(content), renderHtml: inputs.renderHtml }
  const doc = content.docs.find((each) => each._raw.sourceFilePath === path)
  if (doc) {
    const route = routeKey(doc.route)
    const props = { ...buildDocPageProps(doc, route, renderInputs), ...docNavigation(doc, renderInputs) }
    return { ok: true, route, kind: 'doc', props }
  }
  const entry = [...content.pages, ...content.posts].find((each) => each._raw.sourceFilePath === path)
  if (!entry)
    return {
      ok: false,
      problems: [`content/${path} is not a page the site shows (a partial, or outside docs, blog and pages)`],
    }
  return {
    ok: true,
    route: routeKey(entry.route),
    kind: entry.type === 'Post' ? 'post' : 'page',
    props: buildContentPageProps(entry, renderInputs),
  }
}
