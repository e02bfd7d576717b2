import type { Element, Root, RootContent } from 'hast'
import { SECTION_BODY_CLASS } from './section-body'
import { estimateSectionSize, SECTION_SIZE_MARGIN, type ComponentSize } from './section-size'

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])

/** A top-level heading starts a section. */
const isHeading = (node: RootContent): node is Element => node.type === 'element' && HEADINGS.has(node.tagName)

/**
 * A blog post's truncate marker (lib/content/truncate.ts) stays at the top level, between two
 * boxes, because the post's excerpt is the HTML before it.
 */
const isTruncateMarker = (node: RootContent) =>
  node.type === 'element' && node.tagName === 'div' && node.properties.dataTruncate !== undefined

const isBlank = (node: RootContent) => node.type === 'text' && node.value.trim() === ''

function sectionBody(children: RootContent[], componentSize?: ComponentSize): Element {
  const size = estimateSectionSize(children, componentSize)
  const rem = (value: number) => String(Math.round(value * SECTION_SIZE_MARGIN * 10) / 10)
  return {
    type: 'element',
    tagName: 'div',
    properties: {
      className: [SECTION_BODY_CLASS],
      // Without an estimate, the box is drawn like any other content.
      ...(size && { style: `--section-narrow:${rem(size.narrow)};--section-wide:${rem(size.wide)}` }),
    },
    children: children as Element['children'],
  }
}

/**
 * Puts each top-level heading and the content under it into a box of its own, with its estimated
 * height (lib/content/section-size.ts); the introduction before the first heading gets one too.
 * styles/globals.css gives the boxes with an estimate `content-visibility: auto`, so the browser
 * styles, lays out and paints only the sections near the screen: on a long page, most of the work
 * of the first render is skipped, and the main thread is free sooner.
 *
 * A heading and its content share a box, so the spacing between them is the prose style's as it
 * was (margins do not collapse through a box). The MDX module's imports and exports stay at the
 * top level, where MDX needs them; they render nothing.
 */
export function rehypeSectionBodies(options: { componentSize?: ComponentSize } = {}) {
  return (tree: Root) => {
    const children: RootContent[] = []
    let run: RootContent[] = []
    const close = () => {
      if (run.every(isBlank)) children.push(...run)
      else children.push(sectionBody(run, options.componentSize))
      run = []
    }
    for (const node of tree.children) {
      if (isHeading(node)) {
        // A heading right under another one (a section opening with a subsection) shares its box:
        // the prose style spaces a heading that follows a heading differently.
        if (!run.every((child) => isBlank(child) || isHeading(child))) close()
        run.push(node)
      } else if (isTruncateMarker(node)) {
        close()
        children.push(node)
      } else if (node.type === 'mdxjsEsm') {
        children.push(node)
      } else {
        run.push(node)
      }
    }
    close()
    tree.children = children
  }
}
