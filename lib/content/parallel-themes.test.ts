/**
 * @jest-environment node
 */
import fs from 'node:fs'
import path from 'node:path'
import { getSingletonHighlighter, type Highlighter } from 'shiki'
import { oneTokenisation, parallelValues } from './parallel-themes'

const themes = { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' }
const FENCE = /^([ \t]*)(`{3,}|~{3,})[ \t]*([\w+#.-]*)([^\n]*)\n([\s\S]*?)^\1\2[ \t]*$/gm

/** Every fenced code block under content/, with its language and meta string. */
function contentBlocks(): Array<{ file: string; lang: string; meta: string; code: string }> {
  const blocks: Array<{ file: string; lang: string; meta: string; code: string }> = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (/\.mdx?$/.test(entry.name)) {
        for (const match of fs.readFileSync(full, 'utf8').matchAll(FENCE)) {
          blocks.push({ file: full, lang: match[3] || 'text', meta: match[4]?.trim() ?? '', code: match[5]?.replace(/\n$/, '') ?? '' })
        }
      }
    }
  }
  walk(path.join(process.cwd(), 'content'))
  return blocks
}

let highlighter: Highlighter

beforeAll(async () => {
  const blocks = contentBlocks()
  const langs = [...new Set(blocks.map((block) => block.lang))].filter((lang) => lang !== 'text' && lang !== 'mermaid')
  highlighter = await getSingletonHighlighter({ themes: Object.values(themes), langs: [] })
  await Promise.allSettled(langs.map((lang) => highlighter.loadLanguage(lang as Parameters<Highlighter['loadLanguage']>[0])))
}, 60_000)

describe('oneTokenisation', () => {
  it('gives the HTML of shiki two passes for every code block under content/', () => {
    const highlight = oneTokenisation(highlighter)
    const blocks = contentBlocks().filter((block) => block.lang !== 'mermaid')
    expect(blocks.length).toBeGreaterThan(300)
    const loaded = new Set(highlighter.getLoadedLanguages())
    const optionsOf = (block: (typeof blocks)[number]) => ({
      lang: loaded.has(block.lang) ? block.lang : 'text',
      meta: { __raw: block.meta },
      transformers: [],
      defaultColor: false as const,
      themes,
    })
    // Every block takes the one-pass path: shiki's two-pass codeToHtml is never called.
    const twoPass = jest.spyOn(highlighter, 'codeToHtml')
    const onePass = blocks.map((block) => highlight(block.code, optionsOf(block)))
    expect(twoPass).not.toHaveBeenCalled()
    twoPass.mockRestore()
    let compared = 0
    for (const [i, block] of blocks.entries()) {
      expect({ file: block.file, html: onePass[i] }).toEqual({
        file: block.file,
        html: highlighter.codeToHtml(block.code, optionsOf(block)),
      })
      compared++
    }
    expect(compared).toBe(blocks.length)
  })

  it('keeps shiki two passes for themes that do not colour the same rules', () => {
    expect(parallelValues(highlighter.getTheme(themes.light), highlighter.getTheme(themes.dark))).not.toBeNull()
    const light = highlighter.getTheme(themes.light)
    const shifted = { ...light, settings: light.settings.slice(1) }
    expect(parallelValues(light, shifted)).toBeNull()
  })
})
