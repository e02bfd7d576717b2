/**
 * One-page edits as a writer makes them: one word of a paragraph replaced by another, in a page
 * chosen so that successive edits touch different pages spread over the whole site.
 */
import fs from 'node:fs'
import path from 'node:path'

const PAGE = /\.mdx?$/

/** Every doc page below content/docs, in a stable order. */
function docPages(contentDir: string): string[] {
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))
      .flatMap((entry) => {
        const full = path.join(dir, entry.name)
        if (entry.isDirectory()) return walk(full)
        return PAGE.test(entry.name) && !entry.name.startsWith('_') ? [full] : []
      })
  return walk(path.join(contentDir, 'docs'))
}

/**
 * The route a doc file gets without a `slug`: number prefixes are not in routes, and a file named
 * `index` is its folder's page (`client/index.md` is /docs/client; `01-index.md` stays /docs/index).
 */
export function routeOfDocFile(contentDir: string, file: string): string {
  const segments = path.relative(path.join(contentDir, 'docs'), file).replace(PAGE, '').split(path.sep)
  if (segments.length > 1 && segments.at(-1) === 'index') segments.pop()
  return `/docs/${segments.map((segment) => segment.replace(/^\d+-/, '')).join('/')}`
}

/** Prose only: no code, markup, tables, lists, headings, links or inline code on the line. */
const PROSE_LINE = /^[A-Za-z][^`<>{}[\]|*_]*$/
/** A lowercase word of five letters or more between a space and a space or punctuation. */
const WORD = /(?<= )[a-z]{5,}(?=[ ,.;])/

/** Where the first editable word of a page's body is (offset in the file), or null. */
export function findEditableWord(text: string): { offset: number; word: string } | null {
  const frontMatter = /^---\n[\s\S]*?\n---\n/.exec(text)
  let offset = frontMatter ? frontMatter[0].length : 0
  let fence: string | null = null
  for (const line of text.slice(offset).split('\n')) {
    const trimmed = line.trim()
    const fenceMark = /^(`{3,}|~{3,})/.exec(trimmed)?.[1]
    if (fenceMark) {
      if (fence === null) fence = fenceMark
      else if (fenceMark.startsWith(fence)) fence = null
    } else if (fence === null && PROSE_LINE.test(line)) {
      const match = WORD.exec(line)
      if (match) return { offset: offset + match.index, word: match[0] }
    }
    offset += line.length + 1
  }
  return null
}

/** Replaces the page's first editable word with `word`; returns the word it replaced. */
export function replaceWord(file: string, word: string): string {
  const text = fs.readFileSync(file, 'utf8')
  const found = findEditableWord(text)
  if (!found) throw new Error(`${file}: no word to edit`)
  fs.writeFileSync(file, text.slice(0, found.offset) + word + text.slice(found.offset + found.word.length))
  return found.word
}

/**
 * `count` doc pages with an editable word, spread evenly over the site and shifted by one more
 * page each time, so that a grown site's edits fall on different pages of different copies rather
 * than on the same page of every copy (a page comes back only when the site has fewer such pages
 * than edits).
 */
export function pickPages(contentDir: string, count: number): string[] {
  const candidates = docPages(contentDir).filter(
    (file) => findEditableWord(fs.readFileSync(file, 'utf8')) !== null,
  )
  if (candidates.length === 0) throw new Error(`${contentDir}: no doc page has a word to edit`)
  const used = new Set<number>()
  return Array.from({ length: count }, (_, index) => {
    let pick = (Math.floor(((index + 0.5) * candidates.length) / count) + index) % candidates.length
    for (let tries = 0; used.has(pick) && tries < candidates.length; tries++) {
      pick = (pick + 1) % candidates.length
    }
    used.add(pick)
    return candidates[pick] as string
  })
}
