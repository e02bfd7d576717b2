/**
 * Settings a publish step can only have from the start of its process, so `run-step.mjs` runs the
 * step in a child that has them, and only passes signals on and ends as the child ends:
 *
 * - On Linux, two allocator arenas (MALLOC_ARENA_MAX). glibc gives threads that allocate at the
 *   same time arenas of their own (up to eight per core), and keeps what a finished thread freed in
 *   its arena instead of handing it to the next thread. A cold publish runs two sets of worker
 *   threads one after the other (compiling, then rendering), so the second set grew new arenas
 *   beside the first set's leftovers: at 1,000 pages the process peaked at 0.99–1.02 GB. With two
 *   arenas it peaked at 0.93 GB, in the same time.
 * - For a watcher (`--watch`), a young generation of 64 MB semi-spaces instead of V8's 16 MB
 *   (`--max-semi-space-size`). A watcher holds the whole site (at 5,012 pages a heap of 2.7 GB), and
 *   a save's garbage filled the young generation six to ten times, each scavenge 15–30 ms (up to
 *   100 ms) of the save on the main thread; with 64 MB one to three scavenges of 30–70 ms. A
 *   one-page edit at 5,012 pages went live in 862–899 ms (median of 9) instead of 1,076 ms. A
 *   one-off publish keeps V8's default: its work is in worker threads, and a cold publish of 1,000
 *   pages must stay under 1 GB.
 *
 * A setting already given (the variable set, the flag among Node.js's options or NODE_OPTIONS),
 * or another OS for the arenas, is kept as it is; with nothing to add, the step runs in place.
 */
import { spawn } from 'node:child_process'

const ARENAS = '2'
const SEMI_SPACE_FLAG = '--max-semi-space-size'
const WATCHER_SEMI_SPACE_MB = 64
/** Set in the child: the parent's pid, so that the child stops if the parent is gone. */
const PARENT_PID_ENV = 'SBA_DOCS_RUN_STEP_PARENT'
const FORWARDED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP']

/**
 * What a step's child adds to the environment and to Node.js's options (both empty when nothing
 * is missing), for a process with `facts` (this one's by default) running the step with `args`.
 */
export function missingSettings(
  args,
  facts = { platform: process.platform, env: process.env, execArgv: process.execArgv },
) {
  const env = {}
  const nodeOptions = []
  if (facts.platform === 'linux' && facts.env.MALLOC_ARENA_MAX === undefined) env.MALLOC_ARENA_MAX = ARENAS
  const given = [...facts.execArgv, ...(facts.env.NODE_OPTIONS ?? '').split(/\s+/)]
  if (args.includes('--watch') && !given.some((option) => option.startsWith(SEMI_SPACE_FLAG)))
    nodeOptions.push(`${SEMI_SPACE_FLAG}=${WATCHER_SEMI_SPACE_MB}`)
  return { env, nodeOptions }
}

/**
 * When a setting is missing: starts `script` with the same Node.js options and arguments in a
 * child that has them, and returns true; this process then waits for it and exits with its code
 * (or its signal). Otherwise returns false: the caller runs the step itself.
 */
export function relaunchedWithStepSettings(script, args) {
  const { env, nodeOptions } = missingSettings(args)
  if (Object.keys(env).length === 0 && nodeOptions.length === 0) {
    stopWhenOrphaned()
    return false
  }
  const child = spawn(process.execPath, [...process.execArgv, ...nodeOptions, script, ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env, [PARENT_PID_ENV]: String(process.pid) },
  })
  const forward = (signal) => child.kill(signal)
  for (const signal of FORWARDED_SIGNALS) process.on(signal, forward)
  child.on('error', (error) => {
    console.error(`${script}: could not start it (${error.message})`)
    process.exit(1)
  })
  child.on('exit', (code, signal) => {
    if (signal) {
      // Ends the way the child ended, so that a caller sees the same signal.
      for (const each of FORWARDED_SIGNALS) process.off(each, forward)
      process.kill(process.pid, signal)
      return
    }
    process.exit(code ?? 1)
  })
  return true
}

/** In the child: a parent killed without a chance to pass the signal on (SIGKILL) ends it too. */
function stopWhenOrphaned() {
  const parent = Number(process.env[PARENT_PID_ENV])
  // Not handed on: a process this one starts has another parent.
  delete process.env[PARENT_PID_ENV]
  if (!Number.isInteger(parent) || parent <= 0) return
  setInterval(() => {
    if (process.ppid !== parent) process.exit(1)
  }, 1000).unref()
}
