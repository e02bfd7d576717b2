/**
 * A page that holds one small code block in each language the site's pages use, compiled once
 * when a watcher starts (Publisher.prepareForEdits) and forgotten. The highlighter loads a
 * language's grammar the first time a block of it is highlighted, which took about half a second
 * of a writer's first save at 5,000 pages when that save's page used languages no page compiled
 * since the start had used.
 */

/** A fence line: its indentation, its fence, and what follows (a language and meta, when it opens). */
const FENCE_LINE = /^[ \t]*(`{3,}|~{3,})(.*)$/

/** The language word of an opening fence's info string (`java title="App.java"` → `java`). */
const INFO_LANGUAGE = /^[ \t]*([A-Za-z0-9][\w+#.-]*)/

/** Blocks the pipeline turns into something else than highlighted code (remark-mermaid.ts draws diagrams). */
const NOT_HIGHLIGHTED = new Set(['mermaid'])

/** At most this many languages: more would be a site of unusual blocks, not worth a slower start. */
const MAX_LANGUAGES = 60

/**
 * The languages of the fenced code blocks in `sources`, each once, in order of first use. A fence
 * shown inside a longer one (a Markdown example in a ```` block) is the outer block's text, not a
 * block of its own; a block closes on a fence of its own character at least as long, with nothing
 * after it.
 */
export function codeLanguagesOf(sources: Iterable<string>): string[] {
  const languages = new Set<string>()
  for (const source of sources) {
    let open: string | null = null
    for (const line of source.split('\n')) {
      const fence = FENCE_LINE.exec(line)
      if (!fence) continue
      const [, marks = '', rest = ''] = fence
      if (open !== null) {
        if (marks[0] === open[0] && marks.length >= open.length && rest.trim() === '') open = null
        continue
      }
      open = marks
      const language = INFO_LANGUAGE.exec(rest)?.[1]?.toLowerCase()
      if (language === undefined || NOT_HIGHLIGHTED.has(language)) continue
      languages.add(language)
      if (languages.size >= MAX_LANGUAGES) return [...languages]
    }
  }
  return [...languages]
}

/** The warm-up page's Markdown for these languages, or null when there are none. */
export function warmUpPage(languages: readonly string[]): string | null {
  if (languages.length === 0) return null
  const blocks = languages.map((language) => `\`\`\`${language}\nwarm up\n\`\`\`\n`)
  return `# Warm-up\n\n${blocks.join('\n')}`
}
