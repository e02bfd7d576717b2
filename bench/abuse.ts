/**
 * `npm run bench:abuse`: how long ordinary readers' requests wait while clients send the costliest
 * search requests the public search key allows (e2e/support/abuse.ts: 50 typo-heavy queries with
 * 100 filter values each, 1,000 hits with snippets and facets, and the requests the limits refuse).
 * The production server (`npm start`'s launcher) of this checkout's build, on 127.0.0.1; ordinary
 * requests (robots.txt and a reader's search, in turn) go one after another. Each setting runs
 * `--repeat` times (default 3); the report gives every run, so the spread is visible, with the
 * machine's cores, load and the commit. Writes bench/results/abuse.json and abuse.md. Needs
 * `npm run build` first. Not part of `npm test`.
 *
 *   npm run bench:abuse
 *   npm run bench:abuse -- --repeat 5 --rounds 6
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ordinaryBesideAbuse, type AbuseRun } from '../e2e/support/abuse'
import { searchHits } from '../e2e/support/search'
import { startSite } from '../e2e/support/server'
import { log } from './support/log'

const RESULTS_DIR = path.join(__dirname, 'results')

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(name)
  const value = index === -1 ? NaN : Number(process.argv[index + 1])
  return Number.isInteger(value) && value > 0 ? value : fallback
}

interface Setting {
  abusers: number
  runs: AbuseRun[]
}

function machine(): Record<string, string> {
  const commit = (() => {
    try {
      return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim()
    } catch {
      return 'unknown'
    }
  })()
  return {
    commit,
    cpu: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown'}`,
    loadBefore: os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' '),
    node: process.version,
    date: new Date().toISOString(),
  }
}

function markdown(settings: Setting[], facts: Record<string, string>): string {
  const ms = (value: number) => value.toFixed(1)
  const rows = settings.flatMap(({ abusers, runs }) =>
    runs.map(
      (run, i) =>
        `| ${abusers} | ${i + 1} | ${run.ordinary.count} | ${ms(run.ordinary.p50Ms)} | ${ms(run.ordinary.p99Ms)} | ${ms(run.ordinary.maxMs)} | ${run.abusiveRequests} | ${Object.entries(
          run.abusiveStatuses,
        )
          .map(([status, count]) => `${count}× ${status}`)
          .join(', ')} |`,
    ),
  )
  return [
    '# Ordinary requests beside abusive search requests',
    '',
    'Written by `npm run bench:abuse` (bench/abuse.ts). Ordinary requests: robots.txt and a reader’s search, one after another, while N clients send the costliest search requests the limits allow and the ones they refuse (e2e/support/abuse.ts). Latencies in ms, measured by the client on the same machine.',
    '',
    ...Object.entries(facts).map(([key, value]) => `- ${key}: ${value}`),
    '',
    '| abusive clients | run | ordinary requests | p50 | p99 | max | abusive requests | their answers |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n')
}

async function main(): Promise<void> {
  const repeat = option('--repeat', 3)
  const rounds = option('--rounds', 4)
  const facts = machine()
  const site = await startSite({ env: { CONTENT_WATCH: 'false' } })
  try {
    await searchHits(site.base, 'clustering')
    const settings: Setting[] = []
    for (const abusers of [0, 1, 2, 4]) {
      const runs: AbuseRun[] = []
      for (let i = 0; i < repeat; i++) {
        log(`${abusers} abusive client(s), run ${i + 1} of ${repeat}…`)
        runs.push(
          await ordinaryBesideAbuse(site.base, {
            abusers,
            rounds,
            ordinaryCount: abusers === 0 ? 300 : undefined,
          }),
        )
      }
      settings.push({ abusers, runs })
    }
    facts.loadAfter = os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')
    fs.mkdirSync(RESULTS_DIR, { recursive: true })
    fs.writeFileSync(
      path.join(RESULTS_DIR, 'abuse.json'),
      `${JSON.stringify({ facts, settings }, null, 2)}\n`,
    )
    const report = markdown(settings, facts)
    fs.writeFileSync(path.join(RESULTS_DIR, 'abuse.md'), report)
    console.log(report)
  } finally {
    await site.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
