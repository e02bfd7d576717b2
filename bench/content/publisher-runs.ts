/**
 * The publisher run as a writer or CI job runs it: `npm run content:publish -- --no-notify`, one
 * process per publish (`node scripts/run-step.mjs content-publish --no-notify` in the copy,
 * with the copy's directory store).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { log } from '../support/log'
import { runMeasured, tail } from '../support/processes'
import { diskUsageBytes, releaseCount, spread, stepSpreads } from './figures'
import { replaceWord } from './edits'
import { lastChangedRoutes, lastPublish } from './publish-output'
import { cleanEnv, type Deadline, type SizeCopy } from './size-copy'
import type { ColdRun, EditsFigures, PublishRun } from './types'

export function publishEnv(copy: SizeCopy): NodeJS.ProcessEnv {
  return { ...cleanEnv(), CONTENT_STORE_DIR: copy.storeDir }
}

/**
 * One publish process to its end: wall time, peak memory and the steps it printed. A process
 * ended by a signal this bench did not send (the machine is shared) is run once more, after
 * `beforeRetry` has put back what the first run may have left.
 */
export async function runPublish(
  name: string,
  copy: SizeCopy,
  deadline: Deadline,
  beforeRetry: () => void = () => undefined,
): Promise<PublishRun & { changedRoutes: string[] }> {
  let note: string | undefined
  for (let attempt = 1; ; attempt++) {
    const timeoutMs = deadline.stepTimeoutMs()
    const run = await runMeasured(
      name,
      process.execPath,
      [path.join(copy.dir, 'scripts', 'run-step.mjs'), 'content-publish', '--no-notify'],
      { cwd: copy.dir, env: publishEnv(copy), timeoutMs },
    )
    if (run.exitCode !== 0) {
      const timedOut = run.wallMs >= timeoutMs - 50
      if (run.exitCode === null && !timedOut && attempt === 1) {
        note = `the first run was ended by a signal from outside the bench after ${Math.round(run.wallMs / 1000)} s; run again`
        log(`  ${name}: ${note}`)
        beforeRetry()
        continue
      }
      const why = timedOut
        ? `stopped at the size's timeout (${Math.round(timeoutMs / 1000)} s)`
        : run.exitCode === null
          ? 'ended by a signal (twice)'
          : `exit ${run.exitCode}`
      throw new Error(`${name}: ${why}:\n${tail(run.output, 15)}`)
    }
    const line = lastPublish(run.output)
    if (!line) throw new Error(`${name}: no publish line in its output:\n${tail(run.output, 15)}`)
    return {
      wallMs: Math.round(run.wallMs),
      peakTreeRssBytes: run.peakTreeRssBytes,
      peakProcessRssBytes: run.peakProcessRssBytes,
      ...line,
      ...(note ? { note } : {}),
      changedRoutes: lastChangedRoutes(run.output),
    }
  }
}

const describe = (run: PublishRun) =>
  `${(run.wallMs / 1000).toFixed(1)} s (${Object.entries(run.steps)
    .map(([step, ms]) => `${step} ${ms} ms`)
    .join(', ')})`

/** No store, no generated content, no caches: what a cold publish starts from. */
function makeCold(copy: SizeCopy): void {
  for (const dir of [copy.storeDir, path.join(copy.dir, '.contentlayer'), path.join(copy.dir, 'node_modules', '.cache')]) {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** The first publish into an empty store, with no .contentlayer and no caches. */
export async function coldPublish(copy: SizeCopy, deadline: Deadline): Promise<PublishRun> {
  const { changedRoutes: _changed, ...run } = await runPublish('cold publish', copy, deadline, () => makeCold(copy))
  if (run.outcome !== 'published') throw new Error(`the cold publish said "${run.outcome}"`)
  log(`  cold publish: ${describe(run)}`)
  return run
}

/**
 * `runs` cold publishes one after the other (each from nothing again): the run of median wall
 * time, and every run with the load the machine had as it started. A shared machine's speed moves
 * by a quarter from hour to hour, so one run does not say where the publish stands.
 */
export async function coldPublishes(
  copy: SizeCopy,
  deadline: Deadline,
  runs: number,
): Promise<{ median: PublishRun; runs: ColdRun[] }> {
  const done: Array<{ run: PublishRun; cold: ColdRun }> = []
  for (let index = 0; index < runs; index++) {
    if (index > 0) makeCold(copy)
    const loadAverage = Math.round((os.loadavg()[0] ?? 0) * 100) / 100
    const run = await coldPublish(copy, deadline)
    done.push({ run, cold: { wallMs: run.wallMs, peakTreeRssBytes: run.peakTreeRssBytes, loadAverage } })
  }
  const byWall = [...done].sort((a, b) => a.run.wallMs - b.run.wallMs)
  const median = byWall[Math.floor((byWall.length - 1) / 2)]
  if (!median) throw new Error('no cold publish was run')
  return { median: median.run, runs: done.map((entry) => entry.cold) }
}

/** A second publish with nothing changed (contentlayer's cache is warm; the publisher is a new process). */
export async function unchangedPublish(copy: SizeCopy, deadline: Deadline): Promise<PublishRun> {
  const { changedRoutes: _changed, ...run } = await runPublish('unchanged publish', copy, deadline)
  if (run.outcome !== 'unchanged') throw new Error(`the publish of unchanged content said "${run.outcome}"`)
  log(`  unchanged publish: ${describe(run)}`)
  return run
}

/**
 * One-page edits, one word each in a different page, each published by a new process;
 * the store's disk usage after the first release and after these.
 */
export async function publishEdits(
  copy: SizeCopy,
  pages: readonly string[],
  storeBytesAfterFirst: number,
  deadline: Deadline,
): Promise<EditsFigures> {
  const runs: PublishRun[] = []
  const routes: string[] = []
  for (const [index, file] of pages.entries()) {
    const word = `zqxpub${index + 1}`
    replaceWord(file, word)
    const run = await runPublish(`edit ${index + 1}`, copy, deadline)
    if (run.outcome !== 'published') {
      throw new Error(`edit ${index + 1} (${path.relative(copy.dir, file)}) was not published: "${run.outcome}"`)
    }
    runs.push(run)
    routes.push(run.changedRoutes.join(' ') || '(none reported)')
    log(`  edit ${index + 1}/${pages.length} (${run.changedRoutes.join(' ')}): ${describe(run)}`)
  }
  return {
    edits: runs.length,
    routes,
    wallMs: spread(runs.map((run) => run.wallMs)),
    peakTreeRssBytes: spread(runs.map((run) => run.peakTreeRssBytes)),
    steps: stepSpreads(runs.map((run) => run.steps)),
    storeBytesAfterFirst,
    storeBytesAfterEdits: diskUsageBytes(copy.storeDir),
    releasesAfterEdits: releaseCount(copy.storeDir),
  }
}
