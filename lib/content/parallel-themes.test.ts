/**
 * @jest-environment node
 */
import path from 'node:path'
import { getSingletonHighlighter, type Highlighter } from 'shiki'
import { fencedBlocks, type FencedBlock } from './__tests__/fenced-blocks'
import { oneTokenisation, parallelValues } from './parallel-themes'

const themes = { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' }
/** Every fenced code block under content/, a block naming no language as text. */
function contentBlocks(): FencedBlock[] {
  return fencedBlocks(path.join(process.cwd(), 'content')).map((block) => ({ ...block, lang: block.lang || 'text' }))
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
