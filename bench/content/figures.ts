import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { siteConfig } from '../../site.config'
import { median } from '../support/stats'
import type { Spread, StepTimings } from './types'

export function spread(values: readonly number[]): Spread {
  return {
    median: Math.round(median(values)),
    max: values.length === 0 ? Number.NaN : Math.max(...values),
    values: [...values],
  }
}

/** Each step's median and max over several publishes (a step missing from some is over the others). */
export function stepSpreads(runs: readonly StepTimings[]): Record<string, Spread> {
  const names = [...new Set(runs.flatMap((steps) => Object.keys(steps)))]
  return Object.fromEntries(
    names.map((name) => [
      name,
      spread(runs.flatMap((steps) => (steps[name] === undefined ? [] : [steps[name]]))),
    ]),
  )
}

/** Disk usage of a directory (`du -sk`: blocks, hard-linked files once), in bytes. */
export function diskUsageBytes(dir: string): number {
  const kilobytes = Number(execFileSync('du', ['-sk', dir], { encoding: 'utf8' }).split('\t')[0])
  if (!Number.isFinite(kilobytes)) throw new Error(`du ${dir}: no size`)
  return kilobytes * 1024
}

/** Releases a directory store holds for this version (its releases/ folder), or null for another layout. */
export function releaseCount(storeDir: string): number | null {
  const dir = path.join(storeDir, siteConfig.version, 'releases')
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => !name.startsWith('.')).length : null
}
