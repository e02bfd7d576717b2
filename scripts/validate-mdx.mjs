#!/usr/bin/env node
// For writers: `node scripts/validate-mdx.mjs content/docs/foo.md …` runs the build's content
// check and prints the findings for the given files (all files when none are given).
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const tsx = path.join(root, 'node_modules', '.bin', 'tsx')
const result = spawnSync(
  tsx,
  [path.join(root, 'scripts', 'check-content.ts'), ...process.argv.slice(2).map((f) => path.resolve(f))],
  {
    cwd: root,
    stdio: 'inherit',
  },
)
process.exit(result.status ?? 1)
