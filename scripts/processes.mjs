/**
 * How `npm run dev` and `npm start` run their processes, the same way on Linux, macOS and Windows:
 * every command is Node running a script or a package's CLI by path (no shell syntax, no
 * `FOO=1 cmd`), and the long-running ones run under one supervisor (concurrently): when one stops,
 * the others are stopped, and Ctrl+C or SIGTERM stops them all.
 */
import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { concurrently } from 'concurrently'

export const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))

/** The entry scripts of the CLIs we run, inside this checkout. */
const cli = {
  next: 'node_modules/next/dist/bin/next',
  contentlayer2: 'node_modules/contentlayer2/bin/cli.cjs',
  tsx: 'node_modules/tsx/dist/cli.mjs',
}

/**
 * What every child gets: contentlayer2 finds its project from PWD rather than from the working
 * directory, so both point at this checkout; and Next.js sends no telemetry.
 */
const childEnv = { PWD: root, NEXT_TELEMETRY_DISABLED: '1' }

/** Characters that need no quoting in a command line, in sh and in cmd (Windows paths use `\`). */
const PLAIN = process.platform === 'win32' ? /^[\w@+=:,./\\-]+$/ : /^[\w@+=:,./-]+$/

/** `node <script> args…` as one command line for the shell concurrently runs it in (sh or cmd). */
function nodeCommandLine(script, args) {
  const line = [process.execPath, path.join(root, script), ...args]
    .map((part) => (PLAIN.test(part) ? part : `"${part}"`))
    .join(' ')
  // concurrently strips one pair of quotes around a whole command line: give it a pair to strip.
  return line.startsWith('"') && line.endsWith('"') ? `"${line}"` : line
}

/** How a step runs: a CLI (`next`, `contentlayer2`, `tsx`) or a script of this checkout, output shown. */
function stepArguments(program, args) {
  const script = cli[program] ?? program
  const options = { cwd: root, stdio: 'inherit', env: { ...process.env, ...childEnv } }
  return [process.execPath, [path.join(root, script), ...args], options]
}

/** Runs a step to its end; returns its exit code. */
export function runToEnd(program, args = []) {
  return spawnSync(...stepArguments(program, args)).status ?? 1
}

/** Like runToEnd, without blocking: resolves with the exit code. */
export function runInBackground(program, args = []) {
  const child = spawn(...stepArguments(program, args))
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)))
}

/** Stops here with the step's exit code when it failed. */
export function runStepOrExit(program, args = []) {
  const status = runToEnd(program, args)
  if (status !== 0) process.exit(status)
}

/** A long-running command for `supervise`: a CLI or a script of this checkout, with its arguments. */
export function command(name, program, args = []) {
  return { name, command: nodeCommandLine(cli[program] ?? program, args), cwd: root, env: childEnv }
}

/**
 * The content watcher (contentlayer2 regenerates `.contentlayer/generated` when a file under
 * content/ changes) and the search-records watcher (scripts/watch-search-records.mjs rebuilds
 * `.search/records.json` from it), so an edit reaches both the pages and search.
 */
export function contentWatchCommands() {
  return [command('content', 'contentlayer2', ['dev']), command('search', 'scripts/watch-search-records.mjs')]
}

/**
 * Runs the commands side by side, each line prefixed with its name, until one of them stops (then
 * the others are stopped) or the supervisor gets Ctrl+C / SIGTERM (then all are). Prints
 * "content watcher: ready" once the content watcher's first generation is done: edits saved
 * before that may be missed.
 */
export function supervise(commands) {
  const { commands: running, result } = concurrently(commands, {
    prefix: 'name',
    killOthersOn: ['failure', 'success'],
    killTimeout: 5000,
  })
  const watcher = running.find((entry) => entry.name === 'content')
  const readiness = watcher?.stdout.subscribe((chunk) => {
    if (!/Generated \d+ documents/.test(chunk.toString())) return
    console.log('content watcher: ready')
    readiness?.unsubscribe()
  })
  result.then(
    () => process.exit(0),
    (closed) => {
      const failed = closed.find((event) => event.exitCode !== 0)
      process.exit(typeof failed?.exitCode === 'number' ? failed.exitCode : 1)
    },
  )
}
