import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)
const root = process.cwd()
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)

// contentlayer2 finds its project from PWD, not from the working directory: pin both.
const env = { ...process.env, PWD: root }

let queue: Promise<unknown> = Promise.resolve()

/**
 * Regenerates the documents from content/ (contentlayer) and the search records from them, one
 * run at a time. Used by the revalidation webhook; the `npm start` watcher does the same on save.
 */
export function regenerateContent(): Promise<void> {
  const next = queue.then(async () => {
    await run(bin('contentlayer2'), ['build'], { cwd: root, env, timeout: 300_000 })
    await run(bin('tsx'), [path.join('scripts', 'build-search-index.ts')], { cwd: root, env, timeout: 300_000 })
  })
  queue = next.catch(() => undefined)
  return next
}
