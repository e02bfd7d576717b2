/** The bench-only packages (bench/node_modules), loaded from there and named with their versions. */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

export const BENCH_DIR = path.join(__dirname, '..')
export const requireFromBench = createRequire(path.join(BENCH_DIR, 'package.json'))

export function benchPackageVersion(name: string): string {
  const file = path.join(BENCH_DIR, 'node_modules', name, 'package.json')
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version
}

export function benchPackageInstalled(name: string): boolean {
  return fs.existsSync(path.join(BENCH_DIR, 'node_modules', name, 'package.json'))
}
