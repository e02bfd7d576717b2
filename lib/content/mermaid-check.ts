import { drawDiagramSvg, drawnAtPublish } from './mermaid-svg'
import { readMermaidSource, type DiagramLine } from './mermaid-source'

/**
 * The content check's look at a ```` ```mermaid ```` block, without a browser: what can be known at
 * publish that a diagram will not draw. Types drawn at publish are drawn here (the drawing is kept
 * for the page's compile, lib/content/mermaid-svg.ts): the renderer's error, or a drawing with
 * nothing in it, is the problem. Types drawn in the browser (gantt, pie, …) get their keyword and
 * front matter checked, and a gantt chart each of its lines (a keyword it knows, or a task
 * `name : …`). Mermaid's own grammar, line by line, is asked afterwards of every diagram that passes
 * (mermaid-grammar.ts, at check time): beautiful-mermaid skips lines it does not understand.
 */

export interface DiagramProblem {
  message: string
  /** The line in the block (1 = the first line of the diagram). */
  line: number
}

const GANTT_KEYWORDS =
  /^(dateFormat|axisFormat|tickInterval|includes|excludes|todayMarker|title|section|weekday|weekend|inclusiveEndDates|topAxis|displayMode|click)\b/

/** Every line of a gantt chart is a keyword statement or a task (`Write the docs : a1, 2025-01-01, 3d`). */
function ganttProblem(statements: DiagramLine[]): DiagramProblem | undefined {
  for (const { text: raw, line } of statements.slice(1)) {
    const text = raw.trim()
    if (GANTT_KEYWORDS.test(text) || /^[^:]+:\s*\S/.test(text)) continue
    return {
      message: `gantt: "${text}" is neither a task ("name : id, start, duration") nor a statement (dateFormat, section, title, …)`,
      line,
    }
  }
  return undefined
}

/** The first problem of a diagram's source, or undefined when none is found. */
export function diagramProblem(source: string): DiagramProblem | undefined {
  const diagram = readMermaidSource(source)
  if (diagram.problem) return diagram.problem
  const firstLine = diagram.statements[0]?.line ?? 1
  if (!drawnAtPublish(diagram)) {
    return diagram.type.toLowerCase() === 'gantt' ? ganttProblem(diagram.statements) : undefined
  }
  try {
    drawDiagramSvg(diagram)
    return undefined
  } catch (error) {
    return { message: `${diagram.type}: ${(error as Error).message}`, line: firstLine }
  }
}
