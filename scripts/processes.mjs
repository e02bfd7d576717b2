/**
 * How `npm run dev`, `npm run build` and `npm start` run their processes, the same way on Linux,
 * macOS and Windows: every command is Node running a script or a package's CLI by path (no shell
 * syntax, no `FOO=1 cmd`). `npm run dev` runs its long-running ones under one supervisor
 * (concurrently): when one stops, the others are stopped, and Ctrl+C or SIGTERM stops them all.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))

/** The entry scripts of the CLIs we run, inside this checkout. */
const cli = {
  next: 'node_modules/next/dist/bin/next',
  contentlayer2: 'node_modules/contentlayer2/bin/cli.cjs',
  tsx: 'node_modules/tsx/dist/cli.mjs',
}

/** Whether a CLI is installed (the publishing tools are development dependencies). */
export function hasCli(program) {
  return fs.existsSync(path.join(root, cli[program]))
}

/** The path of a CLI's entry script, to run it with this Node.js. */
export function cliPath(program) {
  return path.join(root, cli[program])
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

/**
 * How a step runs: a CLI (`next`, `contentlayer2`, `tsx`) or a script of this checkout, output
 * shown, with `env` added to the environment.
 */
function stepArguments(program, args, env = {}) {
  const script = cli[program] ?? program
  const options = { cwd: root, stdio: 'inherit', env: { ...process.env, ...childEnv, ...env } }
  return [process.execPath, [path.join(root, script), ...args], options]
}

/** Runs a step to its end; returns its exit code. */
export function runToEnd(program, args = []) {
  return spawnSync(...stepArguments(program, args)).status ?? 1
}

/** Like runToEnd, without blocking: the child, and its exit code once it has ended. */
export function runInBackground(program, args = [], env = {}) {
  const child = spawn(...stepArguments(program, args, env))
  const exited = new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)))
  return { child, exited }
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
 * The content watcher: `content:publish --watch` publishes a new content release whenever a file
 * under content/, data/ or public/ changes, which the server follows (pages and search together).
 */
export function contentWatchCommands(extraArgs = []) {
  return [
    command('content', 'scripts/run-step.mjs', ['content-publish', '--watch', '--no-notify', ...extraArgs]),
  ]
}

/**
 * Runs the commands side by side, each line prefixed with its name, until one of them stops (then
 * the others are stopped) or the supervisor gets Ctrl+C / SIGTERM (then all are). Prints
 * "content watcher: ready" once the content watcher has published what it found and watches:
 * edits saved before that may be missed. concurrently is loaded here only: `npm start` runs
 * without the development dependencies and does not supervise this way.
 */
export async function supervise(commands) {
  const { concurrently } = await import('concurrently')
  const { commands: running, result } = concurrently(commands, {
    prefix: 'name',
    killOthersOn: ['failure', 'success'],
    killTimeout: 5000,
  })
  const watcher = running.find((entry) => entry.name === 'content')
  const readiness = watcher?.stdout.subscribe((chunk) => {
    if (!/\(ready\)/.test(chunk.toString())) return
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
