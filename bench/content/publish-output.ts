/**
 * What `content:publish` prints about a publish, read back:
 *   content: published <id> (<n> search records; check X ms, generate Y ms, build Z ms, store W ms)
 *   content: no changes; release <id> stays current (check X ms, generate Y ms, build Z ms)
 *   content: changed: /docs/a /docs/b
 * Steps are read by their `<name> <n> ms` shape, so a step added to the publisher shows up here too.
 */
import type { StepTimings } from './types'

export interface PublishLine {
  outcome: 'published' | 'unchanged'
  releaseId: string
  searchRecords: number | null
  steps: StepTimings
}

const PUBLISHED = /content: published (\S+) \((?:(\d+) search records?; )?([^)]*)\)/
const UNCHANGED = /content: no changes; release (\S+) stays current \(([^)]*)\)/
const STEP = /([A-Za-z][\w -]*?) (\d+(?:\.\d+)?) ms/g

export function parseSteps(text: string): StepTimings {
  const steps: StepTimings = {}
  for (const match of text.matchAll(STEP)) {
    const name = match[1]?.trim()
    if (name) steps[name] = Number(match[2])
  }
  return steps
}

/** One line of the publisher's output, when it reports a publish. */
export function parsePublishLine(line: string): PublishLine | null {
  const published = PUBLISHED.exec(line)
  if (published) {
    return {
      outcome: 'published',
      releaseId: published[1] ?? '',
      searchRecords: published[2] === undefined ? null : Number(published[2]),
      steps: parseSteps(published[3] ?? ''),
    }
  }
  const unchanged = UNCHANGED.exec(line)
  if (unchanged) {
    return { outcome: 'unchanged', releaseId: unchanged[1] ?? '', searchRecords: null, steps: parseSteps(unchanged[2] ?? '') }
  }
  return null
}

/** The last publish a run reported, or null. */
export function lastPublish(output: string): PublishLine | null {
  const lines = output.split('\n')
  for (let index = lines.length - 1; index >= 0; index--) {
    const parsed = parsePublishLine(lines[index] ?? '')
    if (parsed) return parsed
  }
  return null
}

/** The routes of the last `content: changed:` line (empty when it says nothing or is absent). */
export function lastChangedRoutes(output: string): string[] {
  const line = output
    .split('\n')
    .reverse()
    .find((candidate) => candidate.startsWith('content: changed: '))
  if (!line) return []
  const list = line.slice('content: changed: '.length).trim()
  return list === 'nothing' ? [] : list.split(/\s+/)
}
