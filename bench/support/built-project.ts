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
  const git = (...args: string[]) => execFileSync('git', ['-C', root, ...args], { encoding: 'utf8' }).trim()
  return { commit: git('rev-parse', '--short', 'HEAD'), dirty: git('status', '--porcelain') !== '' }
}
