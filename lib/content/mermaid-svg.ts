import { parseMermaid, renderMermaidSVG } from 'beautiful-mermaid'
import type { Element, ElementContent, Root } from 'hast'
import { fromHtml } from 'hast-util-from-html'
import { visit } from 'unist-util-visit'
import type { MermaidSource } from './mermaid-source'

/**
 * Publish time: a diagram drawn to SVG by beautiful-mermaid (no DOM, no script for the reader),
 * made fit to sit in a page beside others:
 * - one SVG for both colour modes: every colour is a CSS variable (`--mermaid-fg`, …) that
 *   styles/globals.css sets per mode, so the dark variant costs no second copy, and there are no
 *   two sets of marker ids with one of them hidden (a marker inside a hidden SVG draws nothing);
 * - its `<style>` loses the web-font `@import` beautiful-mermaid writes (the site's policy allows
 *   no third-party styles or fonts) and is scoped to this SVG (an SVG's style applies to the whole
 *   page); its ids (arrow markers) get a prefix of their own, as a page may hold several diagrams;
 * - it is an image with a name (`role="img"`, `aria-label`, a `<title>`; `<desc>` from `accDescr`).
 */

/** The colours, as the variables styles/globals.css sets for light and dark mode. */
const COLORS = {
  bg: 'var(--mermaid-bg)',
  fg: 'var(--mermaid-fg)',
  line: 'var(--mermaid-line)',
  accent: 'var(--mermaid-accent)',
  muted: 'var(--mermaid-muted)',
  surface: 'var(--mermaid-surface)',
  border: 'var(--mermaid-border)',
}

export interface DiagramSvg {
  svg: Element
  /** The drawing's own size in CSS pixels (its viewBox). */
  width: number
  height: number
}

/** A short stable hash (FNV-1a), for ids that stay the same from one publish to the next. */
function hashOf(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return (hash >>> 0).toString(36)
}

/**
 * Scopes a style sheet to one element: `svg` becomes the element's id selector, every other
 * selector is put under it. beautiful-mermaid's sheets are flat rules (no nested at-rules once the
 * imports are gone).
 */
export function scopeStyle(css: string, scope: string): string {
  return css
    // `@import url('…family=Inter:wght@400;500&display=swap');`: the url holds semicolons.
    .replace(/@import\s+url\([^)]*\)[^;]*;/g, '')
    .replace(/(^|})([^{}]+)\{/g, (_, close: string, selectors: string) => {
      const scoped = selectors
        .split(',')
        .map((selector) => selector.trim())
        .filter(Boolean)
        .map((selector) => (/^svg\b/.test(selector) ? selector.replace(/^svg/, scope) : `${scope} ${selector}`))
        .join(', ')
      return `${close}\n${scoped} {`
    })
    .trim()
}

const URL_REFERENCE = /url\(#([^)]+)\)/g

/** Gives every id in the drawing a prefix, and every `url(#id)` and `#id` link the same. */
function prefixIds(svg: Element, prefix: string): void {
  visit(svg, 'element', (node: Element) => {
    for (const [name, value] of Object.entries(node.properties)) {
      if (typeof value !== 'string') continue
      if (name === 'id') node.properties.id = `${prefix}-${value}`
      else if ((name === 'href' || name === 'xLinkHref') && value.startsWith('#')) {
        node.properties[name] = `#${prefix}-${value.slice(1)}`
      } else if (value.includes('url(#')) node.properties[name] = value.replace(URL_REFERENCE, `url(#${prefix}-$1)`)
    }
  })
}

function textElement(tagName: string, id: string, value: string): Element {
  return { type: 'element', tagName, properties: { id }, children: [{ type: 'text', value }] }
}

/** Rendered diagrams by source: the content check and the compile of a page draw the same diagram. */
const drawn = new Map<string, DiagramSvg>()
const DRAWN_KEPT = 64

/**
 * Draws a diagram beautiful-mermaid knows (`diagram.drawnAt === 'publish'`). Throws the renderer's
 * error when it cannot draw it. The result is shared: copy it before changing it.
 */
export function drawDiagramSvg(diagram: MermaidSource): DiagramSvg {
  const key = `${diagram.label}\u0000${diagram.description ?? ''}\u0000${diagram.body}`
  const known = drawn.get(key)
  if (known) return known
  const markup = renderMermaidSVG(diagram.body, { ...COLORS, transparent: true })
  const tree: Root = fromHtml(markup, { fragment: true })
  const svg = tree.children.find((child): child is Element => child.type === 'element' && child.tagName === 'svg')
  if (!svg) throw new Error('the renderer returned no SVG')
  const [, , width = 0, height = 0] = String(svg.properties.viewBox ?? '')
    .split(/[\s,]+/)
    .map(Number)
  if (!(width > 0 && height > 0)) throw new Error('the diagram draws nothing: no node, message or entity was found in it')
  const id = `mermaid-${hashOf(key)}`
  prefixIds(svg, id)
  visit(svg, 'element', (node: Element) => {
    if (node.tagName !== 'style') return
    node.children = node.children.map((child) =>
      child.type === 'text' ? { ...child, value: scopeStyle(child.value, `#${id}`) } : child,
    )
  })
  const description = diagram.description
  const accessible: ElementContent[] = [
    textElement('title', `${id}-title`, diagram.label),
    ...(description ? [textElement('desc', `${id}-desc`, description)] : []),
  ]
  svg.properties = {
    ...svg.properties,
    id,
    role: 'img',
    ariaLabel: diagram.label,
    ...(description ? { ariaDescribedBy: [`${id}-desc`] } : {}),
    // The variables beautiful-mermaid sets inline stay; width and height give the intrinsic size.
    width: String(Math.round(width)),
    height: String(Math.round(height)),
  }
  svg.children = [...accessible, ...svg.children.filter((child) => child.type !== 'text' || child.value.trim() !== '')]
  const result = { svg, width, height }
  if (drawn.size >= DRAWN_KEPT) drawn.delete(drawn.keys().next().value as string)
  drawn.set(key, result)
  return result
}

/**
 * beautiful-mermaid reads a link written without spaces (`A-->B`, as Mermaid's own examples write
 * it) as a node named `A--`: Mermaid draws the link, the publish-time drawing would lose it. Such a
 * flowchart is drawn in the browser by Mermaid instead (remark-mermaid.ts); this names the node
 * misread, or undefined when there is none.
 */
function misreadLinkNode(diagram: MermaidSource): string | undefined {
  const type = diagram.type.toLowerCase()
  if (type !== 'flowchart' && type !== 'graph') return undefined
  try {
    return [...parseMermaid(diagram.body).nodes.keys()].find((id) => /--|==|-\.|\.-|[-=.]$/.test(id))
  } catch {
    return undefined
  }
}

/** Is the diagram drawn to SVG at publish (else by Mermaid in the reader's browser)? */
export function drawnAtPublish(diagram: MermaidSource): boolean {
  return diagram.drawnAt === 'publish' && misreadLinkNode(diagram) === undefined
}
