/**
 * Grows a copy of the project's content to a given number of pages for `npm run bench:content`:
 * the docs tree is copied again and again under `content/docs/copy-<n>/`, each copy's pages with
 * their own titles (`… (copy n)`), their own category labels, and links that point into their own
 * copy, so that no two pages are the same text and nothing is shared or skipped by accident.
 */
import fs from 'node:fs'
import path from 'node:path'

const PAGE = /\.mdx?$/

/** Doc pages below a docs folder (categories' `_category_` files are not pages). */
function docFiles(dir: string): string[] {
  const files: string[] = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) files.push(...docFiles(full))
    else if (PAGE.test(entry.name) && !entry.name.startsWith('_')) files.push(full)
  }
  return files
}

/** Counts the pages of a content tree the way the release counts them (docs, pages, posts). */
export function countPages(contentDir: string): number {
  const count = (dir: string) => (fs.existsSync(dir) ? docFiles(dir).length : 0)
  return (
    count(path.join(contentDir, 'docs')) + count(path.join(contentDir, 'pages')) + count(path.join(contentDir, 'blog'))
  )
}

/** A fenced code block: its indentation, fence and info string, body, and closing fence. */
const FENCED_BLOCK = /^([ \t]*)(`{3,}|~{3,})([^\n]*)\n([\s\S]*?)^\1\2[ \t]*$/gm

/**
 * One copy of a doc page: its title marked with the copy, its site links into the copy, and a line
 * of its own in each code block (a publish remembers highlighted blocks, and the copies' blocks
 * must cost what distinct blocks cost).
 */
export function copyPageText(text: string, copy: number): string {
  const mark = ` (copy ${copy})`
  const prefix = `/docs/copy-${copy}/`
  let out = text
    .replace(/(\]\(|href=["']|to=["'])\/docs\//g, `$1${prefix}`)
    .replace(
      FENCED_BLOCK,
      (_block, indent: string, fence: string, info: string, body: string) =>
        // In a diagram, as a Mermaid comment: a line of text would not parse (the content check asks Mermaid).
        `${indent}${fence}${info}\n${body}${indent}${/^mermaid\b/.test(info.trim()) ? '%% ' : ''}copy ${copy}\n${indent}${fence}`,
    )
  const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(out)
  if (frontMatter) {
    let fields = frontMatter[1] ?? ''
    const retitle = (name: string) => {
      fields = fields.replace(new RegExp(`^${name}:\\s*(.+)$`, 'm'), (_line, value: string) => {
        const quoted = /^(['"])(.*)\1$/.exec(value.trim())
        const plain = quoted ? quoted[2] : value.trim()
        return `${name}: ${JSON.stringify(plain + mark)}`
      })
    }
    retitle('title')
    retitle('sidebar_label')
    // An explicit slug or id is the original's: the copy's folder gives it its own.
    fields = fields.replace(/^slug:\s*\/.*$/m, '').replace(/^id:.*$/m, '')
    out = `---\n${fields}\n---\n${out.slice(frontMatter[0].length)}`
    if (!/^title:/m.test(fields)) out = out.replace(/^# (.+)$/m, (_line, heading: string) => `# ${heading}${mark}`)
  } else {
    out = out.replace(/^# (.+)$/m, (_line, heading: string) => `# ${heading}${mark}`)
  }
  return out
}

function copyDocsTree(from: string, to: string, copy: number): void {
  fs.mkdirSync(to, { recursive: true })
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (entry.name.startsWith('copy-')) continue
    const source = path.join(from, entry.name)
    const target = path.join(to, entry.name)
    if (entry.isDirectory()) copyDocsTree(source, target, copy)
    else if (PAGE.test(entry.name)) fs.writeFileSync(target, copyPageText(fs.readFileSync(source, 'utf8'), copy))
    else if (/^_category_\.json$/.test(entry.name)) {
      const category = JSON.parse(fs.readFileSync(source, 'utf8')) as { label?: string }
      category.label = `${category.label ?? entry.name} (copy ${copy})`
      fs.writeFileSync(target, `${JSON.stringify(category, null, 2)}\n`)
    } else fs.copyFileSync(source, target)
  }
  // The copy itself is a category of the sidebar, after the original's.
  fs.writeFileSync(
    path.join(to, '_category_.json'),
    `${JSON.stringify({ label: `Copy ${copy}`, position: 1000 + copy }, null, 2)}\n`,
  )
}

/**
 * Adds copies of `content/docs` to the content tree at `contentDir` until it holds at least
 * `pages` pages; returns the number it holds then.
 */
export function growSite(contentDir: string, pages: number): number {
  const docsDir = path.join(contentDir, 'docs')
  const perCopy = docFiles(docsDir).filter((file) => !path.relative(docsDir, file).startsWith('copy-')).length
  let total = countPages(contentDir)
  for (let copy = 1; total < pages; copy++) {
    const target = path.join(docsDir, `copy-${copy}`)
    if (fs.existsSync(target)) continue
    copyDocsTree(docsDir, target, copy)
    total += perCopy
  }
  return total
}

if (require.main === module) {
  const [dir, pages] = process.argv.slice(2)
  if (!dir || !pages) {
    console.error('usage: tsx bench/content/grow-site.ts <content dir> <pages>')
    process.exit(2)
  }
  console.log(`${growSite(dir, Number(pages))} pages in ${dir}`)
}
