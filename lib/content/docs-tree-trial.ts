/**
 * The pure part of `npm run content:try` (scripts/try-docs-tree.ts), which puts a Docusaurus docs
 * folder into a copy of the project and publishes it: which of the folder's files are pages, and
 * what the content check and the publish said about them, read back from their output so the
 * trial reports exactly what a writer would see.
 */

/** One finding of the content check or the publish, as it prints it. */
export interface TrialProblem {
  severity: 'error' | 'warning'
  /** Below the project, e.g. `content/docs/guides/a.mdx`. */
  file: string
  line: number | undefined
  message: string
}

const PAGE_FILE = /\.mdx?$/i

/**
 * The files of a docs folder that are pages of their own (paths relative to the folder, `/`
 * separated): Markdown and MDX files, less partials (a file or folder whose name starts with `_`).
 */
export function docPagesOf(files: readonly string[]): string[] {
  return files
    .filter((file) => PAGE_FILE.test(file) && !file.split('/').some((part) => part.startsWith('_')))
    .sort()
}

// `error: content/docs/a.md:12: message` (lib/content/check.ts formatDiagnostic), for a file the
// compiler refused `error: content/docs/a.md: message`, for one that did not render
// `content:publish failed: content/docs/a.md: message`.
const PROBLEM_LINE = /^(error|warning|content:publish failed): (content\/[^:\n]+?)(?::(\d+))?: (.*)$/

/**
 * The problems in the output of `check-content` or `content-publish`, in order, each once (both
 * steps report the check's findings). A finding's message may run over several lines: the lines up
 * to the next finding or summary belong to it.
 */
export function problemsIn(output: string): TrialProblem[] {
  const problems: TrialProblem[] = []
  const seen = new Set<string>()
  let last: TrialProblem | undefined
  for (const line of output.split('\n')) {
    const match = PROBLEM_LINE.exec(line)
    if (match) {
      const [, severity, file, lineNumber, message] = match
      last = {
        severity: severity === 'warning' ? 'warning' : 'error',
        file: file ?? '',
        line: lineNumber === undefined ? undefined : Number(lineNumber),
        message: message ?? '',
      }
      const key = `${last.severity} ${last.file} ${last.line} ${last.message}`
      if (seen.has(key)) {
        last = undefined
        continue
      }
      seen.add(key)
      problems.push(last)
    } else if (last && line.trim() !== '' && !/^(content|content check)\b/.test(line)) {
      last.message += `\n${line}`
    } else {
      last = undefined
    }
  }
  return problems
}

/** The docs files (below `content/docs/`) that an error names: what the trial sets aside to publish the rest. */
export function failingDocFiles(problems: readonly TrialProblem[]): string[] {
  const files = problems
    .filter((problem) => problem.severity === 'error' && problem.file.startsWith('content/docs/'))
    .map((problem) => problem.file)
  return [...new Set(files)].sort()
}

/** `content/docs/a.md:12` (no line when the finding has none). */
export function problemLocation(problem: TrialProblem): string {
  return problem.line === undefined ? problem.file : `${problem.file}:${problem.line}`
}

/**
 * What the trial puts in place of a page that did not build, so that links to it and to its
 * headings still resolve and its neighbours are judged on their own: its front matter (id, slug,
 * title, position) and its headings, nothing else.
 */
export function placeholderPage(source: string): string {
  const frontMatter = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(source)?.[0] ?? ''
  const headings: string[] = []
  let fence: string | null = null
  for (const line of source.slice(frontMatter.length).split(/\r?\n/)) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1]
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null
      continue
    }
    if (fence === null && /^#{1,6} /.test(line)) headings.push(line)
  }
  return `${frontMatter}\nThis page did not build in the trial.\n\n${headings.join('\n\n')}\n`
}
