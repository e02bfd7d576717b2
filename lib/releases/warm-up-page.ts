/**
 * A page that holds one small code block in each language the site's pages use, compiled once
 * when a watcher starts (Publisher.prepareForEdits) and forgotten. The highlighter loads a
 * language's grammar the first time a block of it is highlighted, which took about half a second
 * of a writer's first save at 5,000 pages when that save's page used languages no page compiled
 * since the start had used.
 */

/** The opening line of a fenced code block, and its language (`` ```java title="App.java" ``). */
const FENCE_LANGUAGE = /^[ \t]*(?:`{3,}|~{3,})[ \t]*([A-Za-z0-9][\w+#.-]*)/gm

/** Blocks the pipeline turns into something else than highlighted code (remark-mermaid.ts draws diagrams). */
const NOT_HIGHLIGHTED = new Set(['mermaid'])

/** At most this many languages: more would be a site of unusual blocks, not worth a slower start. */
const MAX_LANGUAGES = 60

/** The languages of the fenced code blocks in `sources`, each once, in order of first use. */
export function codeLanguagesOf(sources: Iterable<string>): string[] {
  const languages = new Set<string>()
  for (const source of sources) {
    for (const match of source.matchAll(FENCE_LANGUAGE)) {
      const language = (match[1] as string).toLowerCase()
      if (!NOT_HIGHLIGHTED.has(language)) languages.add(language)
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
