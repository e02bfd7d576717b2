import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sampleTreePeak } from './memory'

/** Every process the bench starts, so that an interrupted run still stops them all. */
const running = new Set<RunningProcess>()

export interface RunningProcess {
  name: string
  pid: number
  child: ChildProcess
  /** Everything the process printed so far (stdout and stderr). */
  output: () => string
  /** Each line printed so far, with the milliseconds since the start at which it arrived. */
  timeline: () => TimedLine[]
  exited: Promise<number | null>
  stop: () => Promise<void>
}

export interface TimedLine {
  atMs: number
  text: string
}

export interface StartOptions {
  cwd: string
  env?: NodeJS.ProcessEnv
}

const OUTPUT_LIMIT = 2_000_000
const TIMELINE_LIMIT = 20_000

/** Starts a command in its own process group (so stop() ends its children too), collecting its output. */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: StartOptions,
): RunningProcess {
  const child = spawn(command, args, {
    cwd: options.cwd,
    // contentlayer2 takes its project directory from PWD, not from the working directory.
    env: { ...(options.env ?? process.env), PWD: options.cwd },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const started = performance.now()
  let log = ''
  const lines: TimedLine[] = []
  const partial = { stdout: '', stderr: '' }
  const collect = (stream: keyof typeof partial) => (chunk: Buffer) => {
    const text = chunk.toString()
    log += text
    if (log.length > OUTPUT_LIMIT) log = log.slice(-OUTPUT_LIMIT / 2)
    const pieces = (partial[stream] + text).split('\n')
    partial[stream] = pieces.pop() ?? ''
    const atMs = Math.round(performance.now() - started)
    for (const line of pieces) if (lines.length < TIMELINE_LIMIT) lines.push({ atMs, text: line })
  }
  const append = collect('stderr')
  child.stdout?.on('data', collect('stdout'))
  child.stderr?.on('data', append)
  // The output a process wrote just before it ended may still be in its pipes when it exits: wait
  // for both to end (a grandchild holding them open gets a second).
  const drained = Promise.race([
    Promise.all(
      [child.stdout, child.stderr].map(
        (stream) =>
          new Promise<void>((done) => (stream?.readableEnded ? done() : stream?.once('close', done))),
      ),
    ),
    new Promise<void>((done) => child.once('exit', () => setTimeout(done, 1_000).unref())),
  ])
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => void drained.then(() => resolve(code)))
    child.once('error', (error) => {
      append(Buffer.from(`\n${error.message}\n`))
      resolve(-1)
    })
  })
  if (child.pid === undefined) throw new Error(`${name}: could not start ${command}`)
  const pid = child.pid
  const handle: RunningProcess = {
    name,
    pid,
    child,
    output: () => log,
    timeline: () => lines,
    exited,
    stop: async () => {
      running.delete(handle)
      if (child.exitCode !== null || child.signalCode !== null) return
      signalGroup(pid, 'SIGTERM')
      const killer = setTimeout(() => signalGroup(pid, 'SIGKILL'), 5_000)
      await exited
      clearTimeout(killer)
      // Children that ignored SIGTERM while their parent exited.
      signalGroup(pid, 'SIGKILL')
    },
  }
  running.add(handle)
  void exited.then(() => running.delete(handle))
  return handle
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal)
  } catch {
    // The group is gone already.
  }
}

/** Stops every process the bench started and that is still running. */
export async function stopAllProcesses(): Promise<void> {
  await Promise.all([...running].map((handle) => handle.stop()))
}

/** The last lines of a process's output, for error messages. */
export function tail(text: string, lines = 40): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n')
}

export interface MeasuredRun {
  exitCode: number | null
  wallMs: number
  peakTreeRssBytes: number
  peakProcessRssBytes: number | null
  output: string
  timeline: TimedLine[]
}

const GNU_TIME = '/usr/bin/time'

/**
 * Runs a command to its end, timing it and sampling its process tree's memory; GNU time (Debian
 * package `time`), when installed, adds the largest single process's RSS.
 */
export async function runMeasured(
  name: string,
  command: string,
  args: string[],
  options: StartOptions & { timeoutMs: number },
): Promise<MeasuredRun> {
  const hasGnuTime = fs.existsSync(GNU_TIME)
  const timeFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sba-bench-time-')), 'rusage')
  const [cmd, cmdArgs] = hasGnuTime
    ? [GNU_TIME, ['-f', '%M', '-o', timeFile, command, ...args]]
    : [command, args]
  const started = performance.now()
  const handle = startProcess(name, cmd, cmdArgs, options)
  const sampler = sampleTreePeak(handle.pid)
  const timer = setTimeout(() => void handle.stop(), options.timeoutMs)
  const exitCode = await handle.exited
  clearTimeout(timer)
  const wallMs = performance.now() - started
  const peakTreeRssBytes = sampler.stop()
  let peakProcessRssBytes: number | null = null
  if (hasGnuTime && fs.existsSync(timeFile)) {
    // A command ended by a signal gets a note on the line before the figure.
    const kilobytes = Number(fs.readFileSync(timeFile, 'utf8').trim().split('\n').at(-1))
    if (Number.isFinite(kilobytes) && kilobytes > 0) peakProcessRssBytes = kilobytes * 1024
  }
  fs.rmSync(path.dirname(timeFile), { recursive: true, force: true })
  await handle.stop()
  return {
    exitCode,
    wallMs,
    peakTreeRssBytes,
    peakProcessRssBytes,
    output: handle.output(),
    timeline: handle.timeline(),
  }
}

/** Runs a command to its end and fails with its output when it does not exit 0. */
export async function runChecked(
  name: string,
  command: string,
  args: string[],
  options: StartOptions & { timeoutMs: number },
): Promise<string> {
  const handle = startProcess(name, command, args, options)
  const timer = setTimeout(() => void handle.stop(), options.timeoutMs)
  const exitCode = await handle.exited
  clearTimeout(timer)
  await handle.stop()
  if (exitCode !== 0) {
    throw new Error(`${name} failed (exit ${exitCode}):\n${tail(handle.output())}`)
  }
  return handle.output()
}
