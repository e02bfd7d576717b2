/**
 * The build's TypeScript steps, compiled once with esbuild into one ES module each and run by Node
 * itself. Run through tsx, every module those steps load (a few hundred: unified, contentlayer,
 * shiki, React) passes through tsx's loader hooks: about a fifth of a content publish's CPU time.
 * The bundle holds this checkout's code only; packages are loaded from node_modules as usual.
 */
import fs from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'
import { root } from './processes.mjs'

/** Where the compiled steps go (node_modules/.cache: ignored, and inside this checkout). */
const OUT_DIR = path.join('node_modules', '.cache', 'sba-docs', 'build-steps')

/**
 * Compiles `scripts/<name>.ts` for each name; resolves to the compiled file of each, relative to
 * the checkout, for runStepOrExit.
 */
export async function compileScripts(names) {
  // New files, never rewritten in place: a copy of this checkout made with hard links (the bench's,
  // the browser tests') must not write into the original's files.
  fs.rmSync(path.join(root, OUT_DIR), { recursive: true, force: true })
  await build({
    absWorkingDir: root,
    entryPoints: names.map((name) => path.join('scripts', `${name}.ts`)),
    outdir: OUT_DIR,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    logLevel: 'warning',
    // Modules of this checkout written as CommonJS still find `require` in the ES module bundle.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  })
  return Object.fromEntries(names.map((name) => [name, path.join(OUT_DIR, `${name}.mjs`)]))
}
