import type { Element } from 'hast'

/** What the section sizes need of a code block made into its figure's HTML (rehype-code-blocks.ts). */
export interface CodeFigureSize {
  lines: number
  /** Whether it has a title bar. */
  titled: boolean
}

declare module 'hast' {
  interface Data {
    /** On a code block's figure whose content is HTML already: its size (section-size.ts). */
    codeFigure?: CodeFigureSize
  }
}

/**
 * rehype-pretty-code names its attributes in HTML form (`data-rehype-pretty-code-figure`,
 * `data-line`), while a tree parsed from HTML names them as properties (`dataRehypePrettyCodeFigure`,
 * `dataLine`). These checks accept both, so the content plugins match the real pipeline's output.
 */
function hasData(node: Element, htmlName: string, propertyName: string): boolean {
  return node.properties?.[htmlName] !== undefined || node.properties?.[propertyName] !== undefined
}

/** The `<figure>` rehype-pretty-code wraps around a highlighted code block. */
export function isCodeFigure(node: Element): boolean {
  return node.tagName === 'figure' && hasData(node, 'data-rehype-pretty-code-figure', 'dataRehypePrettyCodeFigure')
}

/** One line of a highlighted code block. */
export function isCodeLine(node: Element): boolean {
  return hasData(node, 'data-line', 'dataLine')
}
