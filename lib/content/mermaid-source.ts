import { parse as parseYaml } from 'yaml'

/**
 * What a ```` ```mermaid ```` block says about itself, read without drawing it: its diagram type,
 * its accessible name and description, and the text the publish-time renderer takes. Mermaid's own
 * extras around a diagram (a `---` front matter block, `%%{init}%%` directives, `%%` comments,
 * `accTitle:` and `accDescr:`) are understood here, because beautiful-mermaid
 * (lib/content/mermaid-svg.ts) does not know them and would draw `accTitle` as a node.
 */

/** The diagram types beautiful-mermaid draws, by their first keyword (lower case). */
const DRAWN_AT_PUBLISH = new Set([
  'graph',
  'flowchart',
  'sequencediagram',
  'classdiagram',
  'statediagram',
  'statediagram-v2',
  'erdiagram',
  'xychart-beta',
  'xychart',
])

/** Every diagram type Mermaid 12 knows (its detectors' keywords, lower case). */
const KNOWN_TYPES = new Set([
  ...DRAWN_AT_PUBLISH,
  'classdiagram-v2',
  'gantt',
  'pie',
  'journey',
  'gitgraph',
  'mindmap',
  'timeline',
  'quadrantchart',
  'requirementdiagram',
  'requirement',
  'c4context',
  'c4container',
  'c4component',
  'c4dynamic',
  'c4deployment',
  'sankey-beta',
  'sankey',
  'block-beta',
  'block',
  'packet-beta',
  'packet',
  'architecture-beta',
  'architecture',
  'kanban',
  'radar-beta',
  'radar',
  'treemap-beta',
  'treemap',
  'zenuml',
  'info',
])

export interface MermaidSource {
  /** The diagram's keyword as written (`flowchart`, `gantt`), or '' when there is none. */
  type: string
  /** Drawn to SVG at publish (beautiful-mermaid), or by Mermaid in the browser. */
  drawnAt: 'publish' | 'browser'
  /** The accessible name: front matter `title`, else `accTitle`, else a `title` statement, else the first line. */
  label: string
  /** `accDescr`, if the diagram has one. */
  description?: string
  /** The diagram for beautiful-mermaid: no front matter, directives, comments or accessibility lines. */
  body: string
  /** The diagram's statements (the lines of `body`) with their line in the block (1-based). */
  statements: DiagramLine[]
  /** A problem found without drawing (unreadable front matter, an unknown diagram type), with its line in the block. */
  problem?: { message: string; line: number }
}

const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/

/** A line of the block that is a statement of the diagram, with its line number (1-based). */
export interface DiagramLine {
  text: string
  line: number
}

function frontMatterTitle(yamlText: string, line: number): { title?: string; problem?: MermaidSource['problem'] } {
  try {
    const data: unknown = parseYaml(yamlText)
    const title = typeof data === 'object' && data !== null ? (data as { title?: unknown }).title : undefined
    return { title: typeof title === 'string' && title.trim() !== '' ? title.trim() : undefined }
  } catch (error) {
    return { problem: { message: `the diagram's front matter is not valid YAML: ${(error as Error).message.split('\n')[0]}`, line } }
  }
}

/** A flowchart line split at each `;` outside labels (brackets, quotes, `|edge text|`). */
function splitStatements(entry: DiagramLine): DiagramLine[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let piped = false
  let current = ''
  for (const char of entry.text) {
    if (char === '"') quoted = !quoted
    else if (!quoted && char === '|') piped = !piped
    else if (!quoted && !piped && '[({'.includes(char)) depth += 1
    else if (!quoted && !piped && '])}'.includes(char)) depth = Math.max(0, depth - 1)
    if (char === ';' && depth === 0 && !quoted && !piped) {
      parts.push(current)
      current = ''
    } else current += char
  }
  parts.push(current)
  return parts.filter((part) => part.trim() !== '').map((text) => ({ text, line: entry.line }))
}

/** What comes before a diagram's first statement: blank lines, then Mermaid's `---` front matter. */
export interface DiagramLead {
  /** The source from its first line that is not blank (what Mermaid counts its lines in). */
  text: string
  blankLines: number
  /** The front matter's YAML, if there is front matter. */
  frontMatter?: string
  frontMatterLines: number
  /** The text after the front matter. */
  body: string
}

export function diagramLead(source: string): DiagramLead {
  const sourceLines = source.split('\n')
  const blankLines = Math.max(0, sourceLines.findIndex((line) => line.trim() !== ''))
  const text = sourceLines.slice(blankLines).join('\n')
  const frontMatter = FRONT_MATTER.exec(text)
  if (!frontMatter) return { text, blankLines, frontMatterLines: 0, body: text }
  return {
    text,
    blankLines,
    frontMatter: frontMatter[1] ?? '',
    frontMatterLines: frontMatter[0].split('\n').length - (frontMatter[0].endsWith('\n') ? 1 : 0),
    body: text.slice(frontMatter[0].length),
  }
}

/** Reads a diagram's source (the text of the fenced block). */
export function readMermaidSource(source: string): MermaidSource {
  const lead = diagramLead(source)
  const text = lead.body
  const firstBodyLine = lead.blankLines + 1 + lead.frontMatterLines
  let title: string | undefined
  let problem: MermaidSource['problem']
  if (lead.frontMatter !== undefined) ({ title, problem } = frontMatterTitle(lead.frontMatter, lead.blankLines + 1))
  const kept: DiagramLine[] = []
  let accTitle: string | undefined
  let description: string | undefined
  let inDescription: string[] | undefined
  text.split('\n').forEach((raw, index) => {
    const line = firstBodyLine + index
    const trimmed = raw.trim()
    if (inDescription) {
      const end = trimmed.indexOf('}')
      if (end === -1) inDescription.push(trimmed)
      else {
        inDescription.push(trimmed.slice(0, end))
        description = inDescription.join(' ').replace(/\s+/g, ' ').trim()
        inDescription = undefined
      }
      return
    }
    if (trimmed === '' || trimmed.startsWith('%%')) return
    const acc = /^acc(Title|Descr)\s*:\s*(.*)$/.exec(trimmed)
    if (acc) {
      if (acc[1] === 'Title') accTitle = acc[2]?.trim()
      else description = acc[2]?.trim()
      return
    }
    const block = /^accDescr\s*\{(.*)$/.exec(trimmed)
    if (block) {
      const rest = block[1] ?? ''
      const end = rest.indexOf('}')
      if (end === -1) inDescription = [rest]
      else description = rest.slice(0, end).trim()
      return
    }
    kept.push({ text: raw, line })
  })
  const first = kept[0]
  const type = first ? (/^\s*([A-Za-z0-9-]+)/.exec(first.text)?.[1] ?? '') : ''
  const key = type.toLowerCase()
  if (!problem) {
    if (!first) problem = { message: 'the diagram is empty', line: firstBodyLine }
    else if (!KNOWN_TYPES.has(key)) {
      problem = {
        message: `"${first.text.trim()}" does not start a Mermaid diagram (flowchart, sequenceDiagram, classDiagram, stateDiagram-v2, erDiagram, gantt, …)`,
        line: first.line,
      }
    }
  }
  // Mermaid separates flowchart statements by `;` too (`graph TD; A-->B;`); beautiful-mermaid by lines only.
  const statements = key === 'flowchart' || key === 'graph' ? kept.flatMap(splitStatements) : kept
  let body = statements.map((entry) => entry.text).join('\n')
  // Mermaid reads `flowchart` and `graph` alone as top-down; beautiful-mermaid wants the direction.
  if ((key === 'flowchart' || key === 'graph') && /^\s*(flowchart|graph)\s*$/i.test(statements[0]?.text ?? '')) {
    body = body.replace(/^(\s*(?:flowchart|graph))/i, '$1 TD')
  }
  // A title statement in the diagram (gantt, pie, journey, xychart: `title Release plan`).
  const titleStatement = kept
    .map((entry) => /^\s*(?:pie\s+)?title\s+(.+)$/.exec(entry.text)?.[1]?.trim().replace(/^"(.*)"$/, '$1'))
    .find(Boolean)
  const label = title ?? accTitle ?? titleStatement ?? first?.text.trim() ?? 'Diagram'
  return {
    type,
    drawnAt: DRAWN_AT_PUBLISH.has(key) ? 'publish' : 'browser',
    label,
    ...(description ? { description } : {}),
    body,
    statements,
    ...(problem ? { problem } : {}),
  }
}
