/** @jest-environment node */
import type { Element, Root } from 'hast'
import { fromHtml } from 'hast-util-from-html'
import rehypePrettyCode from 'rehype-pretty-code'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import { rehypeCodeCopy } from './rehype-code-copy'
import { rehypeCodeTokens, type CodeThemes } from './rehype-code-tokens'

/** The tree after highlighting and the site's code block plugins, in the content pipeline's order. */
async function highlight(html: string): Promise<Element[]> {
  const processor = unified()
    .use(rehypePrettyCode, { theme: 'github-light', defaultLang: { block: 'text' } })
    .use(rehypeCodeCopy)
  const tree = (await processor.run(fromHtml(html, { fragment: true }))) as Root
  const elements: Element[] = []
  visit(tree, 'element', (node: Element) => {
    elements.push(node)
  })
  return elements
}

const twoBlocks =
  '<pre><code class="language-yaml">spring:\n  boot:\n\n    admin: {}\n</code></pre><pre><code>one line\n</code></pre>'

describe('code block plugins on highlighted code', () => {
  it('gives every block a copy button inside its figure', async () => {
    const figures = (await highlight(twoBlocks)).filter((node) => node.tagName === 'figure')
    expect(figures).toHaveLength(2)
    for (const figure of figures) {
      const button = figure.children.find((child): child is Element => child.type === 'element' && child.tagName === 'button')
      expect(button?.properties).toMatchObject({ 'aria-label': 'Copy code to clipboard', 'data-copy-code': '' })
    }
  })

  it('leaves inline code alone', async () => {
    const elements = await highlight('<p>Set <code>spring.boot.admin.ui.title</code> to rename it.</p>')
    expect(elements.map((node) => node.tagName)).toEqual(['p', 'code'])
    expect(elements[1]?.properties.style).toBeUndefined()
  })
})

const THEMES: CodeThemes = { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' }

/** A block highlighted with the site's two themes, with or without rehypeCodeTokens after it. */
async function highlightTwoThemes(html: string, compact: boolean): Promise<Element> {
  const processor = unified().use(rehypePrettyCode, { theme: THEMES, keepBackground: false, defaultLang: { block: 'text' } })
  if (compact) processor.use(rehypeCodeTokens, THEMES)
  const tree = (await processor.run(fromHtml(html, { fragment: true }))) as Root
  let code: Element | undefined
  visit(tree, 'element', (node: Element) => {
    if (node.tagName === 'code') code = node
  })
  if (!code) throw new Error('no <code> in the highlighted tree')
  return code
}

/** Each character of a block with the colours it is shown in (the block's own colours when none). */
function coloredText(code: Element): Array<[string, string]> {
  const chars: Array<[string, string]> = []
  const walk = (node: Element, style: string) => {
    for (const child of node.children) {
      if (child.type === 'text') for (const char of child.value) chars.push([char, style])
      if (child.type === 'element') {
        const own = typeof child.properties.style === 'string' ? child.properties.style : style
        walk(child, own.toLowerCase() === '--shiki-light:#0e1116;--shiki-dark:#f0f3f6' ? 'block' : own)
      }
    }
  }
  walk(code, 'block')
  return chars
}

function countTokens(code: Element): number {
  let count = 0
  visit(code, 'element', (node: Element) => {
    if (node.tagName === 'span' && typeof node.properties.style === 'string') count += 1
  })
  return count
}

describe('rehypeCodeTokens', () => {
  const yaml =
    '<pre><code class="language-yaml">spring:\n  boot:\n    admin:\n      notify:\n        slack:\n          webhook-url: ${SLACK_WEBHOOK_URL} # secret\n</code></pre>'
  const shell = '<pre><code class="language-bash">curl -s -X POST "http://localhost:8080/actuator/refresh" | jq .\n</code></pre>'

  it.each([
    ['YAML', yaml],
    ['a shell command', shell],
  ])('shows every character of %s in the same colours with fewer token elements', async (_name, html) => {
    const before = await highlightTwoThemes(html, false)
    const after = await highlightTwoThemes(html, true)
    expect(coloredText(after)).toEqual(coloredText(before))
    expect(countTokens(after)).toBeLessThan(countTokens(before))
  })

  it('leaves no token in the theme text colour and no two neighbours of one colour', async () => {
    const code = await highlightTwoThemes(yaml, true)
    visit(code, 'element', (line: Element) => {
      if (line.properties.dataLine === undefined && line.properties['data-line'] === undefined) return
      const styles = line.children.map((child) => (child.type === 'element' ? String(child.properties.style) : 'text'))
      expect(styles).not.toContain('--shiki-light:#0E1116;--shiki-dark:#F0F3F6')
      styles.slice(1).forEach((style, index) => expect(style).not.toBe(styles[index]))
    })
  })

  it('keeps the lines, so line numbers, highlighted lines and the block size stay right', async () => {
    const lines = (code: Element) => code.children.filter((child) => child.type === 'element').length
    expect(lines(await highlightTwoThemes(yaml, true))).toBe(lines(await highlightTwoThemes(yaml, false)))
  })

  it('leaves spans that carry more than a colour alone (highlighted characters)', async () => {
    const code = await highlightTwoThemes('<pre><code class="language-yaml">a: b\n</code></pre>', true)
    code.children.forEach((line) => {
      if (line.type !== 'element') return
      line.children.push({ type: 'element', tagName: 'span', properties: { dataHighlightedChars: '' }, children: [] })
    })
    const processor = unified().use(rehypeCodeTokens, THEMES)
    const figure: Root = {
      type: 'root',
      children: [{ type: 'element', tagName: 'figure', properties: { dataRehypePrettyCodeFigure: '' }, children: [code] }],
    }
    await processor.run(figure)
    const kept: Element[] = []
    visit(figure, 'element', (node: Element) => {
      if (node.properties.dataHighlightedChars !== undefined) kept.push(node)
    })
    expect(kept).toHaveLength(1)
  })
})

describe('the code block text colour in styles/globals.css', () => {
  it('is the themes’ own text colour, which the plain-text tokens rely on', async () => {
    const css = (await import('node:fs')).readFileSync(`${process.cwd()}/styles/globals.css`, 'utf8')
    const { bundledThemes } = await import('shiki')
    const foreground = async (name: keyof typeof bundledThemes) =>
      String((await bundledThemes[name]()).default.colors?.['editor.foreground']).toLowerCase()
    expect(css).toMatch(new RegExp(`\\n\\.markdown code\\[data-theme\\] \\{\\n  color: ${await foreground(THEMES.light)};`))
    expect(css).toMatch(new RegExp(`\\n\\.dark \\.markdown code\\[data-theme\\] \\{\\n  color: ${await foreground(THEMES.dark)};`))
  })
})
