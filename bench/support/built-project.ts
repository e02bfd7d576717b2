import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/**
 * The commit a bench on the built project measures, and whether the tree differs from it; an
 * error when there is no production build (`npm run build` first).
 */
export function builtProjectRevision(root: string): { commit: string; dirty: boolean } {
  if (!fs.existsSync(path.join(root, '.next', 'standalone', 'server.js')))
    throw new Error('run `npm run build` first')
  return gitRevision(root)
}

/** The tree at `root` as a report names it: its commit's short hash, `+changes` when the tree differs. */
export function treeRevision(root: string): string {
  try {
    const { commit, dirty } = gitRevision(root)
    return `${commit}${dirty ? '+changes' : ''}`
  } catch {
    return 'unknown (not a git work tree)'
  }
}

function gitRevision(root: string): { commit: string; dirty: boolean } {
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', root, ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
  return { commit: git('rev-parse', '--short', 'HEAD'), dirty: git('status', '--porcelain') !== '' }
}
