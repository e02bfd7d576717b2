import fs from 'node:fs'
import path from 'node:path'

/** What a run can be narrowed to with `--only` (the build of our site is always made, unless `--built`). */
export const BENCH_PARTS = ['weight', 'lighthouse', 'search', 'publish'] as const
export type BenchPart = (typeof BENCH_PARTS)[number]

export interface BenchOptions {
  /** Exit non-zero when a budget figure misses. */
  check: boolean
  /** Measure our site only. */
  skipDocusaurus: boolean
  /** Fewer samples: mobile Lighthouse only, the last keystroke of each query, fewer server requests. */
  quick: boolean
  /** An already built copy of the project to measure instead of building one (no build figure then). */
  built: string | undefined
  /** Lighthouse runs per route on mobile (the median run counts). */
  lighthouseRuns: number
  /** The whole run is stopped after this long. */
  timeoutMinutes: number
  /** The parts measured; every part unless `--only` narrowed them. */
  parts: ReadonlySet<BenchPart>
  /** Whether `--only` narrowed the run (its results then go to partial.json/.md, not latest.*). */
  partial: boolean
}

export const USAGE = `Usage: npm run bench [-- options]

Builds and measures this site and a Docusaurus 3.9.2 build of the same content, then writes
bench/results/latest.json and bench/results/latest.md.

  --check              exit 1 when a budget figure misses (or could not be measured)
  --skip-docusaurus    measure our site only
  --quick              one mobile Lighthouse run per route and no desktop, the last keystroke
                       of each query, fewer server requests
  --built DIR          measure an already built copy of the project (e.g. /tmp/bench-site) instead
                       of building the working tree; the build figures are then not measured
  --lighthouse-runs N  Lighthouse runs per route on mobile, the median run counts (default 3)
  --timeout-minutes N  stop everything after N minutes (default 60)
  --only PART          measure only PART: ${BENCH_PARTS.join(', ')} (repeat the option or separate
                       with commas for several; \`search\` is the dialog's keystroke-to-results time
                       and the search server's answer time). Our site is still built (unless --built);
                       Docusaurus is built only for weight or lighthouse. The results go to
                       bench/results/partial.json and partial.md (not committed); latest.* stay as
                       they are, and --check looks only at the figures measured
  --help               this text`

export function parseOptions(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = {
    check: false,
    skipDocusaurus: false,
    quick: false,
    built: undefined,
    lighthouseRuns: 3,
    timeoutMinutes: 60,
    parts: new Set(BENCH_PARTS),
    partial: false,
  }
  const only = new Set<BenchPart>()
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index]
    const value = () => {
      const next = argv[index + 1]
      if (next === undefined) throw new Error(`${argument} needs a value\n\n${USAGE}`)
      index += 1
      return next
    }
    switch (argument) {
      case '--check':
        options.check = true
        break
      case '--skip-docusaurus':
        options.skipDocusaurus = true
        break
      case '--quick':
        options.quick = true
        break
      case '--built': {
        const dir = path.resolve(value())
        if (!fs.existsSync(path.join(dir, '.next', 'BUILD_ID'))) {
          throw new Error(`--built ${dir}: no production build there (.next/BUILD_ID is missing)`)
        }
        options.built = dir
        break
      }
      case '--lighthouse-runs': {
        const runs = Number(value())
        if (!Number.isInteger(runs) || runs < 1) throw new Error('--lighthouse-runs needs a whole number ≥ 1')
        options.lighthouseRuns = runs
        break
      }
      case '--timeout-minutes': {
        const minutes = Number(value())
        if (!(minutes > 0)) throw new Error('--timeout-minutes needs a positive number')
        options.timeoutMinutes = minutes
        break
      }
      case '--only': {
        for (const name of value().split(',')) {
          const part = BENCH_PARTS.find((candidate) => candidate === name.trim())
          if (!part) throw new Error(`--only ${name}: not a part of the bench (${BENCH_PARTS.join(', ')})`)
          only.add(part)
        }
        break
      }
      case '--help':
      case '-h':
        process.stdout.write(`${USAGE}\n`)
        process.exit(0)
        break
      default:
        throw new Error(`unknown option ${argument}\n\n${USAGE}`)
    }
  }
  if (only.size > 0) {
    options.parts = only
    options.partial = true
  }
  return options
}
