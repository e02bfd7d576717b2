import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** Caches and bench-only trees never go into a copy. */
const EXCLUDED = new Set([
  'node_modules',
  '.git',
  '.swc',
  'coverage',
  'out',
  'e2e/.tmp',
  'bench/node_modules',
  'bench/docusaurus',
  'bench/results',
])

/** Build output: a copy to be built starts without it, as a fresh clone does. */
const BUILD_OUTPUT = new Set(['.next', '.contentlayer', '.search'])

export interface ProjectCopy {
  dir: string
  remove: () => void
}

/** Copies not removed yet, so that an interrupted run still cleans up. */
const copies = new Set<string>()

export function removeAllCopies(): void {
  for (const dir of copies) fs.rmSync(dir, { recursive: true, force: true })
  copies.clear()
}

/**
 * A private copy of the working tree (node_modules hard-linked), so the bench never builds in, or
 * writes to, the checkout other people are working in. Without `withBuild` it holds sources only.
 */
export function copyProject(projectRoot: string, options: { withBuild: boolean }): ProjectCopy {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sba-bench-site-'))
  copies.add(dir)
  fs.cpSync(projectRoot, dir, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => {
      const relative = path.relative(projectRoot, source)
      if (EXCLUDED.has(relative) || relative.endsWith('.tsbuildinfo')) return false
      return options.withBuild ? relative !== path.join('.next', 'cache') : !BUILD_OUTPUT.has(relative)
    },
  })
  execFileSync('cp', ['-al', path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules')])
  return {
    dir,
    remove: () => {
      copies.delete(dir)
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
