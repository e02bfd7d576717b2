/** @jest-environment node */
import fs from 'node:fs'
import path from 'node:path'
import { upgradeProblem } from '../next-internals/installed-next'
import { serverTraceExcludes } from './server-trace-excludes.cjs'

const NEXT_GLOB = '**/node_modules/next/'

/** Whether the fixed start of a glob (`dist/compiled/next-server/app-`) names something that exists. */
function exists(root: string, fixed: string): boolean {
  const target = path.join(root, fixed)
  if (fs.existsSync(target)) return true
  const folder = path.dirname(target)
  const prefix = path.basename(target)
  return fs.existsSync(folder) && fs.readdirSync(folder).some((name) => name.startsWith(prefix))
}

describe("the standalone server's trace excludes", () => {
  it("name only folders and files that Next.js's package has", () => {
    const nextRoot = path.dirname(require.resolve('next/package.json'))
    const missing = serverTraceExcludes
      .filter((glob) => glob.startsWith(NEXT_GLOB))
      .map((glob) => glob.slice(NEXT_GLOB.length).split(/[*!(]/)[0] ?? '')
      .filter((fixed) => !exists(nextRoot, fixed.replace(/\/$/, '')))
    // A path that moved is traced into .next/standalone again: a slower build, nothing broken.
    expect(missing.map((fixed) => upgradeProblem(`has no ${fixed}; update the trace excludes`))).toEqual([])
  })
})
