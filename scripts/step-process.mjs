/**
 * The publish's memory on Linux: glibc's allocator gives threads that allocate at the same time
 * arenas of their own (up to eight per core), and keeps what a finished thread freed in its arena
 * instead of handing it to the next thread. A cold publish runs two sets of worker threads one after
 * the other (compiling, then rendering), so the second set grew new arenas beside the first set's
 * leftovers: at 1,000 pages the process peaked at 0.99–1.02 GB. With two arenas it peaked at
 * 0.93 GB, in the same time.
 *
 * The limit (MALLOC_ARENA_MAX) is read once, when the process starts, so `run-step.mjs` runs its
 * step in a child that has it, and this process only passes signals on and ends as the child
 * ends. A limit already set, or another OS, runs the step in place.
 */
import { spawn } from 'node:child_process'

const ARENAS = '2'
/** Set in the child: the parent's pid, so that the child stops if the parent is gone. */
const PARENT_PID_ENV = 'SBA_DOCS_RUN_STEP_PARENT'
const FORWARDED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP']

/**
 * On Linux without MALLOC_ARENA_MAX: starts `script` with the same Node.js options and arguments
 * in a child with the limit, and returns true; this process then waits for it and exits with its
 * code (or its signal). Elsewhere returns false: the caller runs the step itself.
 */
export function relaunchedWithArenaLimit(script, args) {
  if (process.platform !== 'linux' || process.env.MALLOC_ARENA_MAX !== undefined) {
    stopWhenOrphaned()
    return false
  }
  const child = spawn(process.execPath, [...process.execArgv, script, ...args], {
    stdio: 'inherit',
    env: { ...process.env, MALLOC_ARENA_MAX: ARENAS, [PARENT_PID_ENV]: String(process.pid) },
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
