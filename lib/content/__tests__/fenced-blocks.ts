import fs from 'node:fs'
import path from 'node:path'

/** A fenced code block as written in a markdown file. */
export interface FencedBlock {
  file: string
  /** The fence's language, '' when it names none. */
  lang: string
  /** The rest of the fence's info string, trimmed. */
  meta: string
  /** The block's text, without its last newline. */
  code: string
}

const FENCE = /^([ \t]*)(`{3,}|~{3,})[ \t]*([\w+#.-]*)([^\n]*)\n([\s\S]*?)^\1\2[ \t]*$/gm

/** Every fenced code block of the .md and .mdx files below `dir`, for tests over a whole tree. */
export function fencedBlocks(dir: string): FencedBlock[] {
  const blocks: FencedBlock[] = []
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (/\.mdx?$/.test(entry.name)) {
        for (const match of fs.readFileSync(full, 'utf8').matchAll(FENCE)) {
          blocks.push({
            file: full,
            lang: match[3] ?? '',
            meta: match[4]?.trim() ?? '',
            code: match[5]?.replace(/\n$/, '') ?? '',
          })
        }
      }
    }
  }
  walk(dir)
  return blocks
}
