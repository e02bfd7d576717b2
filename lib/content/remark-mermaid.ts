import type { Element, ElementContent } from 'hast'
import type { Code, Paragraph, Root } from 'mdast'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import {
  DIAGRAM_ATTRIBUTE,
  DIAGRAM_CANVAS_ATTRIBUTE,
  DIAGRAM_LABEL_ATTRIBUTE,
  DIAGRAM_SOURCE_CLASS,
  DIAGRAM_SOURCE_SUMMARY,
} from './mermaid-figure'
import { drawDiagramSvg, drawnAtPublish } from './mermaid-svg'
import { readMermaidSource } from './mermaid-source'

/**
 * ```` ```mermaid ```` blocks become diagrams when the content is compiled (a remark plugin of
 * contentlayer.config.ts, after the content check's facts are read from the tree):
 *
 * - the types beautiful-mermaid draws (flowchart, sequence, class, state, ER, XY chart) become an
 *   inline SVG in the page's HTML (lib/content/mermaid-svg.ts): no script, and a page without a
 *   diagram pays nothing;
 * - the others (gantt, pie, journey, …) become an empty canvas that lib/chrome/mermaid-diagrams.ts
 *   fills with Mermaid, loaded only when such a diagram comes near the screen. Until then, and
 *   without JavaScript, the source is shown.
 *
 * Either way the source follows in a "Diagram source" disclosure as an ordinary code block, so it is
 * highlighted and gets the copy button like every other (rehype-pretty-code, rehype-code-copy), and
 * search treats it as it treats code. The disclosure's summary is kept out of search.
 */

function sourceDisclosure(source: string, open: boolean): Element {
  return {
    type: 'element',
    tagName: 'details',
    properties: { className: [DIAGRAM_SOURCE_CLASS], ...(open ? { open: true } : {}) },
    children: [
      {
        type: 'element',
        tagName: 'summary',
        properties: { dataSearchIgnore: '' },
        children: [{ type: 'text', value: DIAGRAM_SOURCE_SUMMARY }],
      },
      {
        type: 'element',
        tagName: 'pre',
        properties: {},
        children: [
          {
            type: 'element',
            tagName: 'code',
            properties: { className: ['language-mermaid'] },
            children: [{ type: 'text', value: `${source}\n` }],
          },
        ],
      },
    ],
  }
}

/** The figure's content for one diagram; throws with the renderer's message when it cannot be drawn. */
function diagramFigure(source: string): { properties: Element['properties']; children: ElementContent[] } {
  const diagram = readMermaidSource(source)
  if (diagram.problem) throw new Error(`line ${diagram.problem.line} of the diagram: ${diagram.problem.message}`)
  if (drawnAtPublish(diagram)) {
    const { svg } = drawDiagramSvg(diagram)
    return {
      properties: { className: ['mermaid-diagram'], [DIAGRAM_ATTRIBUTE]: 'svg' },
      // A copy: the drawing is shared with the content check's (mermaid-svg.ts keeps it).
      children: [JSON.parse(JSON.stringify(svg)) as Element, sourceDisclosure(source, false)],
    }
  }
  return {
    properties: {
      className: ['mermaid-diagram'],
      [DIAGRAM_ATTRIBUTE]: 'browser',
      [DIAGRAM_LABEL_ATTRIBUTE]: diagram.label,
    },
    children: [
      { type: 'element', tagName: 'div', properties: { className: ['mermaid-canvas'], [DIAGRAM_CANVAS_ATTRIBUTE]: '' }, children: [] },
      sourceDisclosure(source, true),
    ],
  }
}

export function remarkMermaid() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'code', (node: Code, index, parent) => {
      if (node.lang !== 'mermaid' || !parent || index === undefined) return
      let figure: ReturnType<typeof diagramFigure>
      try {
        figure = diagramFigure(node.value)
      } catch (error) {
        // The content check reports this first, with the file and line; a compile on its own stops here.
        const where = node.position ? `:${node.position.start.line}` : ''
        throw new Error(`${file.path ?? 'content'}${where}: mermaid diagram does not draw: ${(error as Error).message}`)
      }
      // An mdast node that becomes the figure (mdast-util-to-hast applies hName, hProperties, hChildren).
      const replacement: Paragraph = {
        type: 'paragraph',
        children: [],
        position: node.position,
        data: { hName: 'figure', hProperties: figure.properties, hChildren: figure.children },
      }
      parent.children.splice(index, 1, replacement)
    })
  }
}
