import fs from 'node:fs'
import path from 'node:path'
import { siteConfig } from '../../site.config'
import { freePort, waitForHttp } from '../support/http'
import { runMeasured, startProcess, tail, type TimedLine } from '../support/processes'
import type { BuildFigures } from '../types'
import type { SiteUnderTest } from './site-under-test'

export const BUILD_COMMAND = 'npm run build'

/** `npm run build` in a private copy of the working tree, timed and memory-sampled. */
export async function buildOurSite(dir: string, timeoutMs: number): Promise<BuildFigures> {
  const run = await runMeasured('npm run build', 'npm', ['run', 'build'], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    timeoutMs,
  })
  if (run.exitCode !== 0)
    throw new Error(`${BUILD_COMMAND} failed (exit ${run.exitCode}):\n${tail(run.output)}`)
  return {
    command: BUILD_COMMAND,
    wallMs: Math.round(run.wallMs),
    peakTreeRssBytes: run.peakTreeRssBytes,
    peakProcessRssBytes: run.peakProcessRssBytes,
    stages: buildStages(run.timeline, run.wallMs),
    traceSpans: readNextTraceSpans(path.join(dir, '.next', 'trace')),
  }
}

const TRACE_SPANS = [
  'next-build',
  'run-typescript',
  'run-webpack',
  'static-generation',
  'collect-build-traces',
]

/** The longest instance of each main span in Next's build trace (one JSON array of events per line). */
export function readNextTraceSpans(traceFile: string): Array<{ name: string; ms: number }> {
  if (!fs.existsSync(traceFile)) return []
  const longest = new Map<string, number>()
  for (const line of fs.readFileSync(traceFile, 'utf8').split('\n')) {
    if (!line.trim()) continue
    let events: unknown
    try {
      events = JSON.parse(line)
    } catch {
      continue
    }
    if (!Array.isArray(events)) continue
    for (const event of events as Array<{ name?: unknown; duration?: unknown }>) {
      if (typeof event.name !== 'string' || typeof event.duration !== 'number') continue
      if (!TRACE_SPANS.includes(event.name)) continue
      // Durations are in microseconds.
      longest.set(event.name, Math.max(longest.get(event.name) ?? 0, Math.round(event.duration / 1000)))
    }
  }
  return TRACE_SPANS.filter((name) => longest.has(name)).map((name) => ({ name, ms: longest.get(name) ?? 0 }))
}

/**
 * `npm run build` (scripts/build.mjs) runs the content publish beside `next build`, both after the
 * search settings check (its `search:` line). The publish reports its own steps on its last line;
 * next build's stages end at the lines below, one after the other; the standalone step ends the
 * build.
 */
const BUILD_START = /^search: /
const PUBLISH_END = /^content: (published|no changes)/
const PUBLISH_STEPS = /\(([^)]*\d+ ms[^)]*)\)\s*$/
const NEXT_START = /Next\.js \d/
const NEXT_STAGE_ENDS: Array<[string, RegExp]> = [
  // Types are checked by `npm test`, not by the build: Next.js only validates the TypeScript config.
  ['next build: start and config', /Finished TypeScript/],
  ['next build: compile (webpack: server, then client beside the server file trace)', /Collecting page data/],
  ['next build: collect page data (waits for the publish)', /Generating static pages/],
  ['next build: generate static pages', /Finalizing page optimization/],
  ['next build: finalize (the rest of the server file trace), standalone output', /^Route \(pages\)/],
]

interface BuildStage {
  name: string
  ms: number
  /** When the stage ended, from the start of the build. */
  endMs: number
}

/**
 * Stage durations and end times from the time each stage's closing line was printed; a stage whose
 * line is not seen merges into the next one. The publish is one stage of its own (it overlaps next
 * build), named with the steps it reported.
 */
export function buildStages(timeline: TimedLine[], wallMs: number): BuildStage[] {
  const at = (pattern: RegExp, from = 0) =>
    timeline.find((line) => line.atMs >= from && pattern.test(line.text.trim()))
  const start = at(BUILD_START)?.atMs ?? 0
  const stages: BuildStage[] = []
  const publish = at(PUBLISH_END)
  if (publish) {
    const steps = PUBLISH_STEPS.exec(publish.text.trim())?.[1]
    stages.push({
      name: `content:publish, beside next build${steps ? ` (${steps})` : ''}`,
      ms: Math.round(publish.atMs - start),
      endMs: Math.round(publish.atMs),
    })
  }
  let previous = at(NEXT_START)?.atMs ?? start
  for (const [name, pattern] of NEXT_STAGE_ENDS) {
    const end = at(pattern, previous)?.atMs
    if (end === undefined) continue
    stages.push({ name, ms: Math.round(end - previous), endMs: Math.round(end) })
    previous = end
  }
  stages.push({
    name: 'standalone server (scripts/prepare-standalone.ts)',
    ms: Math.round(wallMs - previous),
    endMs: Math.round(wallMs),
  })
  return stages
}

export interface RunningOurSite extends SiteUnderTest {
  output: () => string
}

/** The production server (`npm start`'s launcher) of a built copy on a free loopback port. */
export async function startOurSite(
  dir: string,
  options: { watchContent: boolean; env?: Record<string, string> },
): Promise<RunningOurSite> {
  const port = await freePort()
  const handle = startProcess('next start', process.execPath, [path.join(dir, 'scripts', 'start.mjs')], {
    cwd: dir,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      ...options.env,
      CONTENT_WATCH: String(options.watchContent),
      PORT: String(port),
      HOST: '127.0.0.1',
    },
  })
  const origin = `http://127.0.0.1:${port}`
  const base = `${origin}${siteConfig.basePath}`
  try {
    await waitForHttp(`${base}/docs`, 60_000, () => handle.child.exitCode === null)
  } catch (error) {
    await handle.stop()
    throw new Error(`${(error as Error).message}\n${tail(handle.output())}`)
  }
  return { name: 'ours', origin, base, output: handle.output, stop: handle.stop }
}
