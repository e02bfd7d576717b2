import type { Processor } from 'unified'

/**
 * Docusaurus accepts three things in MDX that the MDX parser itself rejects or reads differently.
 * They are rewritten in the source before parsing, line by line (so every line keeps its number),
 * outside front matter and fenced code:
 * - a heading id `## Title {#custom-id}` would be a JavaScript expression: its braces are escaped
 *   (`\{#custom-id\}`), so it stays text that remark-heading-ids turns into the heading's id;
 * - an admonition title after the name, `:::tip My title`, becomes the label form `:::tip[My title]`;
 * - an HTML comment `<!-- … -->` (MDX has none) becomes an MDX comment `{/* … *\/}`.
 */

const FENCE = /^\s*(`{3,}|~{3,})/
const HEADING_ID = /^(\s{0,3}#{1,6}\s.*?)\s*\{#([^\s{}]+)\}\s*$/
const ADMONITION_TITLE = /^(\s*:{3,}[A-Za-z][\w-]*)[ \t]+([^\s[{].*?)\s*$/

/** `*\/` inside a comment would end the MDX comment early. */
const commentText = (text: string) => text.replace(/\*\//g, '* /')

interface LineState {
  inComment: boolean
}

/** Rewrites HTML comments in the text of one line, leaving inline code spans alone. */
function rewriteComments(line: string, state: LineState): string {
  let out = ''
  let rest = line
  while (rest.length > 0) {
    if (state.inComment) {
      const end = rest.indexOf('-->')
      if (end === -1) return out + commentText(rest)
      out += `${commentText(rest.slice(0, end))}*/}`
      rest = rest.slice(end + 3)
      state.inComment = false
      continue
    }
    const tick = rest.search(/`+/)
    const open = rest.indexOf('<!--')
    if (open === -1) return out + rest
    if (tick !== -1 && tick < open) {
      // Copy the code span unchanged (up to the closing run of the same length).
      const run = /`+/.exec(rest.slice(tick))?.[0] ?? '`'
      const close = rest.indexOf(run, tick + run.length)
      const end = close === -1 ? rest.length : close + run.length
      out += rest.slice(0, end)
      rest = rest.slice(end)
      continue
    }
    out += `${rest.slice(0, open)}{/*`
    rest = rest.slice(open + 4)
    state.inComment = true
  }
  return out
}

export function preprocessDocusaurusSyntax(source: string): string {
  const lines = source.split('\n')
  let fence: string | undefined
  let inFrontMatter = lines[0]?.trim() === '---'
  const state: LineState = { inComment: false }
  return lines
    .map((line, index) => {
      if (inFrontMatter) {
        if (index > 0 && line.trim() === '---') inFrontMatter = false
        return line
      }
      const fenceMatch = state.inComment ? null : FENCE.exec(line)
      if (fence) {
        if (fenceMatch && fenceMatch[1]?.[0] === fence[0] && (fenceMatch[1]?.length ?? 0) >= fence.length) {
          fence = undefined
        }
        return line
      }
      if (fenceMatch) {
        fence = fenceMatch[1]
        return line
      }
      let rewritten = rewriteComments(line, state)
      if (state.inComment) return rewritten
      rewritten = rewritten.replace(HEADING_ID, (_all, heading: string, id: string) => `${heading} \\{#${id}\\}`)
      return rewritten.replace(
        ADMONITION_TITLE,
        (_all, opening: string, title: string) => `${opening}[${title.replace(/([[\]])/g, '\\$1')}]`,
      )
    })
    .join('\n')
}

/**
 * A remark plugin that applies preprocessDocusaurusSyntax to the source before the parser (remark-parse,
 * with remark-mdx) sees it. It must come after remark-parse, as it does in MDX's and our own pipeline.
 */
export function remarkDocusaurusSyntax(this: Processor) {
  const parse = this.parser
  if (!parse) throw new Error('remarkDocusaurusSyntax must be used after remark-parse')
  this.parser = (document, file) => parse(preprocessDocusaurusSyntax(document), file)
}
