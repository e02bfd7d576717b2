import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const projectRoot = path.resolve(__dirname, '..', '..')
const SKIP = new Set(['node_modules', '.git', 'e2e/.tmp'])

/**
 * A throw-away copy of the built project (sources, content, .next, generated content and search
 * records) for tests that edit content. node_modules is hard-linked, so the copy takes seconds.
 * `without` leaves out more top-level entries (`.next` for a development server). `npm run
 * content:try` (scripts/try-docs-tree.ts) makes its trial copies with it too.
 */
export function copyBuiltProject(options: { without?: string[] } = {}): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sba-docs-copy-'))
  const without = new Set(options.without)
  for (const entry of fs.readdirSync(projectRoot)) {
    if (SKIP.has(entry) || without.has(entry)) continue
    fs.cpSync(path.join(projectRoot, entry), path.join(dir, entry), {
      recursive: true,
      verbatimSymlinks: true,
    })
  }
  execFileSync('cp', ['-al', path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules')])
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) }
}
