/** @jest-environment node */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Element, Root, RootContent } from 'hast'
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx'
import rehypePrettyCode from 'rehype-pretty-code'
import { unified, type PluggableList } from 'unified'
import { VFile } from 'vfile'
import { fencedBlocks } from './__tests__/fenced-blocks'
import { simpleCodeMeta } from './code-block-figure'
import { isCodeFigure } from './code-figure'
import { getRememberingHighlighter } from './highlight-memo'
import { rehypeCodeBlocks } from './rehype-code-blocks'
import { rehypeCodeCopy } from './rehype-code-copy'
import { rehypeCodeFigureHtml } from './rehype-code-figure-html'
import { rehypeCodeTokens, type CodeThemes } from './rehype-code-tokens'
import { applyMagicComments, withHighlightedLines } from './remark-code-blocks'
import { estimateSectionSize } from './section-size'

const themes: CodeThemes = { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' }
interface Block {
  where: string
  lang: string | null
  meta: string | null
  code: string
}

/** Every fenced block below `dir`, with the meta string remark-code-blocks gives it. */
function contentBlocks(dir: string): Block[] {
  return fencedBlocks(dir).map((block) => {
    const { code, highlighted } = applyMagicComments(block.code)
    const meta = withHighlightedLines(block.meta || null, highlighted)
    return { where: path.relative(process.cwd(), block.file), lang: block.lang || null, meta, code }
  })
}

/** The block as mdast-util-to-hast makes it: `<pre><code class="language-…">`, the meta on `data`. */
function blockTree(block: Block): Root {
  const code: Element = {
    type: 'element',
    tagName: 'code',
    properties: block.lang ? { className: [`language-${block.lang}`] } : {},
    children: [{ type: 'text', value: block.code ? `${block.code}\n` : '' }],
  }
  // hast's element data type asks for a position too (hast-util-from-parse5 declares it).
  if (block.meta) Object.assign(code, { data: { meta: block.meta } })
  return { type: 'root', children: [{ type: 'element', tagName: 'pre', properties: {}, children: [code] }] }
}

const prettyCode: PluggableList = [
  [
    rehypePrettyCode,
    { theme: themes, keepBackground: false, defaultLang: { block: 'text' }, getHighlighter: getRememberingHighlighter },
  ],
  [rehypeCodeTokens, themes],
  rehypeCodeCopy,
]

/** Through the site's code plugins, with or without rehype-code-blocks first; before figure-html and after. */
async function throughPlugins(block: Block, withBlocks: boolean): Promise<{ sized: RootContent; done: RootContent }> {
  const plugins: PluggableList = withBlocks ? [[rehypeCodeBlocks, themes], ...prettyCode] : prettyCode
  const sized = (await unified().use(plugins).run(blockTree(block))) as Root
  const done = (await unified().use(rehypeCodeFigureHtml).run(structuredClone(sized))) as Root
  return { sized: sized.children[0] as RootContent, done: done.children[0] as RootContent }
}

const madeHere = (node: RootContent) => node.type === 'mdxJsxFlowElement' && node.data?.codeFigure !== undefined
const withoutData = (node: RootContent) => {
  const { data: _data, ...rest } = node as MdxJsxFlowElementHast
  return rest
}

let cwd: string

beforeAll(() => {
  // The figures' disk cache goes below the working directory (.contentlayer/.publish-cache/).
  cwd = process.cwd()
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'code-blocks-'))
  for (const entry of ['lib', 'contentlayer.config.ts', 'package-lock.json', 'package.json', 'node_modules'])
    fs.symlinkSync(path.join(cwd, entry), path.join(scratch, entry))
  process.chdir(scratch)
})

afterAll(() => {
  const scratch = process.cwd()
  process.chdir(cwd)
  fs.rmSync(scratch, { recursive: true, force: true })
})

describe('rehypeCodeBlocks', () => {
  it('makes every code block of the site and the Docusaurus fixture into the figure the other plugins make', async () => {
    // A diagram's source is shown as a mermaid code block below it (remark-mermaid.ts), so its
    // fence is compared as a code block too.
    const blocks = [
      ...contentBlocks(path.join(cwd, 'content')),
      ...contentBlocks(path.join(cwd, 'e2e', 'fixtures', 'docusaurus-content')),
    ]
    expect(blocks.length).toBeGreaterThan(350)
    expect(blocks.some((block) => block.lang === 'mermaid')).toBe(true)
    let made = 0
    for (const block of blocks) {
      const before = await throughPlugins(block, false)
      const after = await throughPlugins(block, true)
      if (madeHere(after.done)) made++
      expect({ where: block.where, figure: withoutData(after.done) }).toEqual({ where: block.where, figure: before.done })
      expect({ where: block.where, size: estimateSectionSize([after.sized]) }).toEqual({
        where: block.where,
        size: estimateSectionSize([before.sized]),
      })
    }
    // Every block of these trees asks for nothing the one pass leaves to rehype-pretty-code.
    expect(made).toBe(blocks.length)
  }, 120_000)

  it.each([
    ['a title, highlighted lines and line numbers', 'java', 'title="Demo.java" showLineNumbers {1,3-4}'],
    ['line numbers past nine lines', 'yaml', 'showLineNumbers'],
    ['an empty line highlighted', 'yaml', '{2}'],
    ['a language shiki does not have', 'no-such-language', 'title="x"'],
    ['no language', null, null],
    ['text with markup in it', 'html', 'title="<b> & </b>"'],
  ])('gives the same figure for %s', async (_name, lang, meta) => {
    const code = Array.from({ length: 12 }, (_, i) => (i === 1 ? '' : `key${i}: "<v> & 'w'"`)).join('\n')
    const block = { where: 'case', lang, meta, code }
    const before = await throughPlugins(block, false)
    const after = await throughPlugins(block, true)
    expect(madeHere(after.done)).toBe(true)
    expect(withoutData(after.done)).toEqual(before.done)
    expect(estimateSectionSize([after.sized])).toEqual(estimateSectionSize([before.sized]))
  })

  it.each([
    ['a caption', 'caption="Below"'],
    ['highlighted characters', '/key1/'],
    ['an id for highlighted lines', '{1}#a'],
    ['numbering from another line', 'showLineNumbers{5}'],
    ['a backwards range', '{4-2}'],
    ['two range lists', '{1} {2}'],
  ])('leaves a block with %s to rehype-pretty-code', async (_name, meta) => {
    expect(simpleCodeMeta(meta)).toBeNull()
    const block = { where: 'case', lang: 'yaml', meta, code: 'key1: 1\nkey2: 2' }
    const before = await throughPlugins(block, false)
    const after = await throughPlugins(block, true)
    expect(madeHere(after.done)).toBe(false)
    expect(after.done).toEqual(before.done)
    expect(after.sized.type === 'element' && isCodeFigure(after.sized)).toBe(true)
  })

  it('gives the same figure for an empty block and a one-line block with a title', async () => {
    for (const block of [
      { where: 'empty', lang: 'yaml', meta: null, code: '' },
      { where: 'one line', lang: 'shell', meta: 'title="Run it"', code: 'npm start' },
    ]) {
      const before = await throughPlugins(block, false)
      const after = await throughPlugins(block, true)
      expect(madeHere(after.done)).toBe(true)
      expect(withoutData(after.done)).toEqual(before.done)
      expect(estimateSectionSize([after.sized])).toEqual(estimateSectionSize([before.sized]))
    }
  })

  it('leaves math and code with carriage returns to rehype-pretty-code', async () => {
    for (const block of [
      { where: 'math', lang: 'math', meta: null, code: 'x^2' },
      { where: 'crlf', lang: 'yaml', meta: null, code: 'a: 1\r\nb: 2' },
    ]) {
      const after = await throughPlugins(block, true)
      expect(madeHere(after.done)).toBe(false)
      expect(after.done).toEqual((await throughPlugins(block, false)).done)
    }
  })

  it('keeps one entry per page on disk, read by the next process and written again when a block changed', async () => {
    const dir = path.join(process.cwd(), '.contentlayer', '.publish-cache', 'code-figures')
    // As contentlayer records the document on the file (the file's own path is new at every compile).
    const document = { rawDocumentData: { sourceFilePath: 'docs/page.md' } }
    const pageTree = (codes: string[]): Root => ({
      type: 'root',
      children: codes.flatMap((code) => blockTree({ where: 'page', lang: 'yaml', meta: null, code }).children),
    })
    /** The plugin as a new process has it (nothing in memory), run on the page. */
    const run = async (codes: string[]) => {
      let plugin: typeof rehypeCodeBlocks | undefined
      jest.isolateModules(() => {
        plugin = (jest.requireActual('./rehype-code-blocks') as { rehypeCodeBlocks: typeof rehypeCodeBlocks }).rehypeCodeBlocks
      })
      const tree = pageTree(codes)
      const file = new VFile({ path: path.join(process.cwd(), 'content', 'docs', `_entry-${Math.random()}.mdx`), data: document })
      await unified().use(plugin as typeof rehypeCodeBlocks, themes).run(tree, file)
      return tree.children.map((node) => (madeHere(node) ? withoutData(node) : node))
    }
    const entries = () => (fs.existsSync(dir) ? fs.readdirSync(dir) : [])
    const before = new Set(entries())
    const first = await run(['a: 1', 'b: 2', 'c: 3'])
    const added = entries().filter((name) => !before.has(name))
    expect(added).toHaveLength(1)
    const entry = path.join(dir, added[0] as string)
    const written = fs.readFileSync(entry, 'utf8')
    fs.utimesSync(entry, new Date(0), new Date(0))
    // The next process finds every block there: same figures, nothing written.
    expect(await run(['a: 1', 'b: 2', 'c: 3'])).toEqual(first)
    expect(fs.statSync(entry).mtimeMs).toBe(0)
    // One block changed: the entry now holds the page's blocks as they are.
    const changed = await run(['a: 1', 'b: 20', 'c: 3'])
    expect(changed[0]).toEqual(first[0])
    expect(changed[1]).not.toEqual(first[1])
    const rewritten = fs.readFileSync(entry, 'utf8')
    expect(rewritten).not.toBe(written)
    // Keys end with the block's code, after a NUL (written \u0000 in JSON).
    expect(rewritten).toContain('\\u0000b: 20"')
    expect(rewritten).not.toContain('\\u0000b: 2"')
    expect(written).toContain('\\u0000b: 2"')
    expect(entries().filter((name) => !before.has(name))).toHaveLength(1)
  })

  it('reads the meta string as rehype-pretty-code does', () => {
    expect(simpleCodeMeta('title="a {1} b" {2-3} showLineNumbers')).toEqual({
      title: 'a {1} b',
      rest: ' {2-3} showLineNumbers',
      highlighted: [2, 3],
      lineNumbers: true,
    })
    expect(simpleCodeMeta('')).toEqual({ title: null, rest: '', highlighted: [], lineNumbers: false })
  })
})
