// @ts-check
/** Running the project's own tools from its scripts, the same way on Linux, macOS and Windows. */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))))

/** The JavaScript entry of a tool the project depends on (run with this Node.js, no shell). */
const TOOLS = {
  next: 'node_modules/next/dist/bin/next',
  tsx: 'node_modules/tsx/dist/cli.mjs',
}

/** @param {keyof typeof TOOLS} tool */
export function toolPath(tool) {
  return path.join(root, TOOLS[tool])
}

/** @param {keyof typeof TOOLS} tool */
export function hasTool(tool) {
  return fs.existsSync(toolPath(tool))
}

/**
 * Runs a tool to completion with the output shown; resolves with its exit code.
 * @param {keyof typeof TOOLS} tool
 * @param {string[]} args
 * @param {Record<string, string | undefined>} [env]
 */
export function runTool(tool, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [toolPath(tool), ...args], {
      cwd: root,
      stdio: 'inherit',
      // contentlayer2 finds its project from PWD rather than the working directory.
      env: { ...process.env, PWD: root, ...env },
    })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}
