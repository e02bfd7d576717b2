import fs from 'node:fs'
import path from 'node:path'

export interface ContentBenchOptions {
  /** Page counts to grow the site to; the site's own count means the site as it is. */
  sizes: number[]
  /** Each size's measurements stop after this many minutes (what is left is reported as not measured). */
  timeoutMinutes: number
  skipDocusaurus: boolean
  /** Pages of the site Docusaurus builds for comparison. */
  docusaurusPages: number
  skipRedis: boolean
  /** An already built copy of the project whose `.next/standalone` serves every size. */
  built: string | undefined
  /** One-page edits published one after the other, each by a new publish process. */
  edits: number
  /** One-page edits measured end to end on a running server (watcher and server). */
  liveEdits: number
  /** Cold publishes per size, one after the other: the report gives the median run and the spread. */
  coldRuns: number
}

export const USAGE = `Usage: npm run bench:content [-- options]

Publishing cost by site size: grows private copies of the site to each size, publishes them (cold,
unchanged, one-page edits), measures an edit from save to live on a production server, and writes
bench/results/content.json and content.md.

  --sizes A,B,…          page counts (default 41,1000,5000; the site's own count is the site as it is)
  --timeout-min N        minutes per size (default 30); what is left then is reported as not measured
  --skip-docusaurus      no Docusaurus build for comparison
  --docusaurus-pages N   pages of the site Docusaurus builds (default 1000)
  --skip-redis           no edit → live run with Redis and two server instances
  --built DIR            serve with the build in DIR (scripts/private-build.sh) instead of
                         building one; it must be built from the same sources as the working
                         tree, or the server may not read the releases the publisher writes
  --edits N              one-page edits published by new processes (default 10)
  --live-edits N         one-page edits measured end to end while serving (default 5)
  --cold-runs N          cold publishes per size, one after the other (default 1); the report
                         gives the median run, the fastest and slowest, and each run's load
  --help                 this text`

function positiveInteger(name: string, value: string | undefined): number {
  const number = Number(value)
  if (!value || !Number.isInteger(number) || number < 1) throw new Error(`${name} needs a whole number ≥ 1`)
  return number
}

export function parseOptions(argv: readonly string[]): ContentBenchOptions | 'help' {
  const options: ContentBenchOptions = {
    sizes: [41, 1000, 5000],
    timeoutMinutes: 30,
    skipDocusaurus: false,
    docusaurusPages: 1000,
    skipRedis: false,
    built: undefined,
    edits: 10,
    liveEdits: 5,
    coldRuns: 1,
  }
  for (let index = 0; index < argv.length; index += 1) {
    const [flag, inline] = (argv[index] ?? '').split(/=(.*)/s, 2) as [string, string | undefined]
    const value = () => inline ?? argv[++index]
    switch (flag) {
      case '--help':
        return 'help'
      case '--sizes': {
        const list = (value() ?? '').split(',').filter(Boolean)
        options.sizes = list.map((size) => positiveInteger('--sizes', size))
        if (options.sizes.length === 0) throw new Error('--sizes needs at least one page count')
        break
      }
      case '--timeout-min':
        options.timeoutMinutes = positiveInteger(flag, value())
        break
      case '--skip-docusaurus':
        options.skipDocusaurus = true
        break
      case '--docusaurus-pages':
        options.docusaurusPages = positiveInteger(flag, value())
        break
      case '--skip-redis':
        options.skipRedis = true
        break
      case '--built': {
        const dir = path.resolve(value() ?? '')
        if (!fs.existsSync(path.join(dir, '.next', 'standalone', 'server.js'))) {
          throw new Error(`--built ${dir}: no .next/standalone/server.js there`)
        }
        options.built = dir
        break
      }
      case '--edits':
        options.edits = positiveInteger(flag, value())
        break
      case '--live-edits':
        options.liveEdits = positiveInteger(flag, value())
        break
      case '--cold-runs':
        options.coldRuns = positiveInteger(flag, value())
        break
      default:
        throw new Error(`unknown option ${flag}\n\n${USAGE}`)
    }
  }
  options.sizes = [...new Set(options.sizes)].sort((a, b) => a - b)
  return options
}
