/**
 * What the local backend checks before it writes a file the CMS saves, so that a save the publish
 * would refuse is refused in the editor instead, with the file, line and column: front matter that
 * does not parse or has a value of the wrong type (the content check's table), a body that MDX
 * cannot parse, a JSON or YAML file that does not parse. The publish still runs the whole check
 * (links and anchors across pages) before anything becomes current.
 */
import { parse as parseYaml } from 'yaml'
import { readFrontMatter } from '../content/front-matter'
import { frontMatterTypeProblems } from '../content/front-matter-types'
import { parseMarkdown } from '../content/parse'

interface Located {
  line?: number
  column?: number
  reason?: string
  message?: string
  mark?: { line?: number; column?: number }
  place?: { line?: number; column?: number; start?: { line?: number; column?: number } }
}

function where(path: string, line: number | undefined, column?: number): string {
  return `${path}${line ? `:${line}${column ? `:${column}` : ''}` : ''}`
}

function markdownProblems(path: string, text: string): string[] {
  let data: Record<string, unknown>
  let body: string
  let offset: number
  try {
    ;({ data, body, bodyLineOffset: offset } = readFrontMatter(text))
  } catch (error) {
    const mark = (error as Located).mark
    const line = mark?.line === undefined ? 1 : mark.line + 1
    return [
      `${where(path, line)}: the front matter is not valid YAML: ${(error as Error).message.split('\n')[0]}`,
    ]
  }
  const problems = frontMatterTypeProblems(data).map((problem) => `${where(path, 1)}: ${problem}`)
  for (const key of ['toc_min_heading_level', 'toc_max_heading_level']) {
    const value = data[key]
    if (typeof value === 'number' && !(Number.isInteger(value) && value >= 2 && value <= 6)) {
      problems.push(
        `${where(path, 1)}: front matter "${key}" must be a heading level from 2 to 6, got ${value}`,
      )
    }
  }
  try {
    parseMarkdown(body)
  } catch (error) {
    const located = error as Located
    const reason = located.reason ?? located.message ?? String(error)
    // MDX's parser names the place in the body in its message ("… (3:1-3:7)"), or in `place`.
    const named = /\s*\((\d+):(\d+)(?:-\d+:\d+)?\)$/.exec(reason)
    const start = located.place?.start ?? located.place
    const bodyLine = named ? Number(named[1]) : (start?.line ?? located.line)
    const column = named ? Number(named[2]) : (start?.column ?? located.column)
    const text = named ? reason.slice(0, named.index) : reason
    problems.push(`${where(path, bodyLine === undefined ? undefined : bodyLine + offset, column)}: ${text}`)
  }
  return problems
}

/** The problems that stop this file from being saved; empty when it may be written. */
export function entryProblems(path: string, text: string): string[] {
  if (/\.mdx?$/.test(path)) return markdownProblems(path, text)
  try {
    if (path.endsWith('.json')) JSON.parse(text)
    else if (/\.ya?ml$/.test(path)) parseYaml(text)
  } catch (error) {
    return [`${path}: ${(error as Error).message.split('\n')[0]}`]
  }
  return []
}
