/**
 * The TypeScript steps of scripts/ (the publish and its worker threads, the build's checks),
 * compiled with esbuild into one ES module each and run by Node itself. Run through tsx, every
 * module those steps load (a few hundred: unified, micromark, contentlayer, shiki, React) passes
 * through tsx's loader hooks, and the ES-module packages come back as CommonJS whose every export
 * is a getter: a 1,000-page cold publish took 164 s that way, 144 s compiled. The bundle holds this
 * checkout's code only; packages are loaded from node_modules as usual.
 *
 * Each compilation goes into a folder named by the hash of its output, written once and never
 * rewritten in place, so processes started from different versions of the code (a watcher left
 * running, a build, a second checkout made with hard links) never change each other's files.
 * Folders unused for a week are removed.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'
import { root } from './processes.mjs'

/** Where compiled steps go (node_modules/.cache: ignored, and inside this checkout). */
const STEPS_DIR = path.join('node_modules', '.cache', 'sba-docs', 'steps')

const UNUSED_FOR_MS = 7 * 24 * 60 * 60 * 1000

/** The worker scripts a step starts, compiled beside it (it finds them there). */
const STEP_WORKERS = {
  'content-publish': ['compile-documents-worker', 'render-pages-worker'],
}

/** The steps named, each followed by the worker scripts it starts. */
export function withWorkers(names) {
  return names.flatMap((name) => [name, ...(STEP_WORKERS[name] ?? [])])
}

/**
 * Compiles `scripts/<name>.ts` for each name; resolves to the compiled file of each, relative to
 * the checkout (for runStepOrExit, or `node <file>`).
 */
export async function compileScripts(names) {
  const outDir = path.join(root, STEPS_DIR, 'out')
  const result = await build({
    absWorkingDir: root,
    entryPoints: names.map((name) => path.join('scripts', `${name}.ts`)),
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    logLevel: 'warning',
    write: false,
    // Modules of this checkout written as CommonJS still find `require` in the ES module bundle.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  })
  const files = result.outputFiles
    .map((file) => ({ name: path.relative(outDir, file.path), contents: file.contents }))
    .sort((a, b) => (a.name < b.name ? -1 : 1))
  const hash = createHash('sha256')
  for (const file of files) hash.update(`${file.name}\0`).update(file.contents)
  const version = hash.digest('hex').slice(0, 16)
  const dir = path.join(root, STEPS_DIR, version)
  if (!fs.existsSync(dir)) writeOnce(dir, files)
  markUsed(dir)
  removeUnused()
  return Object.fromEntries(names.map((name) => [name, path.join(STEPS_DIR, version, `${name}.mjs`)]))
}

/** Writes the files beside `dir` and renames them into place: another process may be doing the same. */
function writeOnce(dir, files) {
  const temporary = `${dir}.${process.pid}.tmp`
  fs.rmSync(temporary, { recursive: true, force: true })
  for (const file of files) {
    const target = path.join(temporary, file.name)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, file.contents)
  }
  try {
    fs.renameSync(temporary, dir)
  } catch (error) {
    fs.rmSync(temporary, { recursive: true, force: true })
    if (!fs.existsSync(dir)) throw error
  }
}

/** Says that the compiled steps in `dir` are in use (a long-running watcher says it again now and then). */
export function markUsed(dir) {
  const now = new Date()
  try {
    fs.utimesSync(dir, now, now)
  } catch {
    // Removed meanwhile: the next compileScripts writes it again.
  }
}

function removeUnused() {
  const stepsDir = path.join(root, STEPS_DIR)
  for (const entry of fs.readdirSync(stepsDir, { withFileTypes: true })) {
    const full = path.join(stepsDir, entry.name)
    try {
      if (Date.now() - fs.statSync(full).mtimeMs > UNUSED_FOR_MS)
        fs.rmSync(full, { recursive: true, force: true })
    } catch {
      // Removed by another process meanwhile.
    }
  }
}
