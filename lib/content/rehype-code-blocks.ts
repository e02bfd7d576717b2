import path from 'node:path'
import type { Element, Root } from 'hast'
import { getSingletonHighlighter, type BundledLanguage, type Highlighter } from 'shiki'
import { SKIP, visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import { codeFigureContent, simpleCodeMeta, type FigureContent, type SimpleCodeMeta } from './code-block-figure'
import { createFileCache, type FileCache } from './file-cache'
import { answerKey, RecentAnswers, shikiVersion } from './highlight-memo'
import { oneTokenisationHast } from './parallel-themes'
import { figureWithHtml } from './rehype-code-figure-html'
import { defaultColors, type CodeThemes } from './rehype-code-tokens'
import { documentPath } from './remark-doc-file-links'
import { sourcesKey } from './sources-key'

/**
 * Runs before rehype-pretty-code, with the same themes: each code block whose meta string asks for
 * no more than a title, highlighted lines and line numbers becomes its finished figure (the JSX
 * element `rehype-code-figure-html` would make of it, content as one string of HTML) in one pass
 * over shiki's tree (lib/content/code-block-figure.ts says why). The blocks it leaves, and inline
 * code, go through rehype-pretty-code and the plugins after it as before.
 *
 * A figure made here carries what the section sizes need (`data.codeFigure`: its lines and
 * whether it has a title bar), as its content is no longer a tree (lib/content/section-size.ts).
 *
 * Each block's figure content is remembered, in memory and on disk
 * (`.contentlayer/.publish-cache/code-figures/`, valid for one version of shiki and of the code
 * that makes it), so a page saved again, or published by a new process, highlights only the blocks
 * that changed. On disk, one entry per page holds its blocks: a cold publish of 1,000 pages wrote
 * and first looked for 10,000 files, one per block, about 3 % of each compile thread.
 */

/** rehype-pretty-code's `defaultLang.block`: the language of a block that names none. */
const DEFAULT_LANGUAGE = 'text'

/** The same test as rehype-pretty-code's: a `<pre>` holding a `<code>` and nothing else. */
function isBlockCode(node: Element): boolean {
  const [code] = node.children
  return node.tagName === 'pre' && node.children.length === 1 && code?.type === 'element' && code.tagName === 'code'
}

/** A lone surrogate or a character an HTML parser would change (CR, NUL): rehype-pretty-code's round trip through HTML would. */
const CHANGED_BY_HTML = /[\r\0]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

interface BlockRequest {
  lang: string
  meta: SimpleCodeMeta
}

/** The code and what else the figure is made from, or null when rehype-pretty-code must make it. */
function blockRequest(pre: Element): { code: string; request: BlockRequest } | null {
  const code = pre.children[0] as Element
  const [text] = code.children
  if (code.children.length !== 1 || text?.type !== 'text') return null
  const raw = code.data?.meta ?? code.properties.metastring ?? ''
  if (typeof raw !== 'string') return null
  const meta = simpleCodeMeta(raw)
  const className = code.properties.className
  const first = Array.isArray(className) ? className[0] : undefined
  const lang = typeof first === 'string' && first.startsWith('language-') ? first.replace('language-', '') : DEFAULT_LANGUAGE
  // A caption or highlighted characters (meta null); math is left alone by rehype-pretty-code.
  if (!meta || !lang || lang === 'math') return null
  const value = text.value.replace(/\n$/, '')
  return CHANGED_BY_HTML.test(value) ? null : { code: value, request: { lang, meta } }
}

type FigureOf = (code: string, request: BlockRequest) => FigureContent | null

/** A page's blocks on disk: each block's figure content by its key (`answerKey`). */
type PageFigures = Record<string, FigureContent | null>

interface FigureMaker {
  highlighter: Highlighter
  make: FigureOf
  /** Figure contents by block, across pages. */
  memory: RecentAnswers<FigureContent | null>
  disk: { cache: FileCache<PageFigures>; version: string }
}

const makers = new Map<string, Promise<FigureMaker>>()

/** The highlighter for `themes`, the maker of figure contents and what it remembers, one per process and themes. */
function figureMaker(themes: CodeThemes): Promise<FigureMaker> {
  const key = JSON.stringify(themes)
  let maker = makers.get(key)
  if (!maker) {
    maker = (async () => {
      // shiki's shared highlighter, the one rehype-pretty-code asks for (lib/content/highlight-memo.ts).
      const highlighter = await getSingletonHighlighter({ themes: [themes.light, themes.dark], langs: ['plaintext'] })
      const colors = await defaultColors(themes)
      const toHast = oneTokenisationHast(highlighter)
      const themeNames = `${themes.light} ${themes.dark}`
      const hastOf = (code: string, lang: string, rest: string) =>
        toHast(code, { lang, meta: { __raw: rest }, defaultColor: false, themes })
      const make: FigureOf = (code, { lang, meta }) => {
        let hast: Root
        try {
          hast = hastOf(code, lang, meta.rest)
        } catch {
          // A language shiki does not have: plain text, as rehype-pretty-code falls back.
          hast = hastOf(code, 'plaintext', meta.rest)
        }
        return codeFigureContent(hast, { lang, meta, themeNames, colors })
      }
      const root = process.cwd()
      const disk = {
        cache: createFileCache<PageFigures>(path.join(root, '.contentlayer', '.publish-cache', 'code-figures')),
        version: `${shikiVersion()} ${sourcesKey(root, ['lib/content', 'contentlayer.config.ts', 'package-lock.json'])}`,
      }
      return { highlighter, make, memory: new RecentAnswers<FigureContent | null>(), disk }
    })()
    makers.set(key, maker)
  }
  return maker
}

/**
 * The figure contents of a page's blocks (null for a block left to rehype-pretty-code): from
 * memory, else from the page's entry on disk, else made, and the page's entry written again when
 * one was made.
 */
function pageFigures(
  { make, memory, disk }: FigureMaker,
  page: string | undefined,
  blocks: ReadonlyArray<{ code: string; request: BlockRequest } | null>,
): Array<FigureContent | null> {
  let stored: PageFigures | undefined
  let made = false
  const kept: PageFigures = {}
  const contents = blocks.map((block) => {
    if (!block) return null
    const key = answerKey(block.code, block.request)
    let content = memory.get(key)
    if (content === undefined) {
      stored ??= (page === undefined ? undefined : disk.cache.read(page, disk.version)) ?? {}
      content = Object.hasOwn(stored, key) ? stored[key] : undefined
      if (content === undefined) {
        content = make(block.code, block.request)
        made = true
      }
      memory.set(key, content)
    }
    kept[key] = content
    return content
  })
  if (made && page !== undefined) disk.cache.write(page, disk.version, kept)
  return contents
}

export function rehypeCodeBlocks(themes: CodeThemes) {
  return async (tree: Root, file: VFile) => {
    const blocks: Array<{ pre: Element; siblings: Element['children']; index: number }> = []
    visit(tree, 'element', (node: Element, index, parent) => {
      if (!isBlockCode(node)) return
      if (parent && index !== undefined) blocks.push({ pre: node, siblings: parent.children as Element['children'], index })
      return SKIP
    })
    if (blocks.length === 0) return
    const maker = await figureMaker(themes)
    const requests = blocks.map((block) => blockRequest(block.pre))
    const { highlighter } = maker
    const loaded = new Set(highlighter.getLoadedLanguages())
    const missing = new Set(requests.flatMap((entry) => (entry && !loaded.has(entry.request.lang) ? [entry.request.lang] : [])))
    // As rehype-pretty-code loads them: a language shiki does not bundle fails here (at once or
    // later) and the block falls back to plain text.
    await Promise.allSettled(
      [...missing].map(async (lang) => {
        await highlighter.loadLanguage(lang as BundledLanguage)
      }),
    )
    // The page by its path below content/, as contentlayer records it: the file MDX's bundler
    // compiles is named anew for every compile (`_mdx_bundler_entry_point-<uuid>.mdx`).
    const contents = pageFigures(maker, documentPath(file), requests)
    for (const [i, { pre, siblings, index }] of blocks.entries()) {
      const content = contents[i]
      if (!content) continue
      const figure = figureWithHtml(
        { ...pre, tagName: 'figure', properties: { ...pre.properties, 'data-rehype-pretty-code-figure': '' } },
        content.html,
      )
      if (!figure) continue
      figure.data = { codeFigure: { lines: content.lines, titled: requests[i]?.request.meta.title !== null } }
      siblings[index] = figure
    }
  }
}
