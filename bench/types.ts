import type { RouteId } from './routes'

/** The shape of bench/results/latest.json: every figure of one `npm run bench` run. */

export type SiteName = 'ours' | 'docusaurus'

/** A section that could not be measured says why instead of carrying figures. */
export interface NotMeasured {
  measured: false
  reason: string
}

export type Measured<T> = ({ measured: true } & T) | NotMeasured

export interface BuildFigures {
  /** The command that was timed, e.g. `npm run build`. */
  command: string
  wallMs: number
  /** Largest sum of the RSS of the whole process tree, sampled from /proc. */
  peakTreeRssBytes: number
  /** Largest RSS of a single process (GNU time's "Maximum resident set size"), when available. */
  peakProcessRssBytes: number | null
  /**
   * Where the time went, from the build's own output (as far as it tells); `endMs` from the start
   * of the build (results written before it existed have none).
   */
  stages: Array<{ name: string; ms: number; endMs?: number }>
  /** The main spans of `next build`'s own trace (.next/trace); some run side by side. */
  traceSpans: Array<{ name: string; ms: number }>
}

export interface PublishFigures {
  /** What was edited and how the new content was looked for. */
  method: string
  store: 'fs' | 'redis'
  /** From saving the file to the store's current release changing (the watcher publishes on save). */
  publishMs: number
  /** From saving the file to the first page response that contains the edit. */
  pageLiveMs: number
  /** From saving the file to the first search answer that finds the new word. */
  searchLiveMs: number
  /** The later of the two: the edit is live for readers. */
  editToLiveMs: number
  /** The publisher's own step timings (check, generate, build, store), as it printed them. */
  publishSteps: string | null
}

export interface ByteCounts {
  /** Bytes on the wire (body only, as compressed by the server). */
  encoded: number
  /** Bytes after decompression. */
  decoded: number
  requests: number
}

export interface RouteWeight {
  routeId: RouteId
  route: string
  js: ByteCounts
  css: ByteCounts
  /** Every request of the first load (documents, scripts, styles, fonts, images, data), prefetches excluded. */
  requests: number
  /** Every byte of the first load on the wire, prefetches excluded. */
  totalEncoded: number
  /** Requests made to prefetch other pages (not part of the first load). */
  prefetch: { requests: number; encoded: number }
  /** Every script of the first load, largest first (paths only), to see where the bytes go. */
  scripts: Array<{ path: string; encoded: number; decoded: number }>
  /** Extra JS and CSS downloaded when the search dialog is opened with Ctrl+K. */
  searchOpen: Measured<{ js: ByteCounts; css: ByteCounts }>
}

/** Click on a sidebar link (after the pointer rested on it) → the new page's heading painted. */
export interface NavigationFigures {
  /** The page every navigation starts from (without the base path). */
  startRoute: string
  /** The sidebar links followed (without the base path). */
  targets: string[]
  clickToPaint: LatencySummary
  /** Targets the site's sidebar does not show on the start page. */
  missing: string[]
}

/** What a route's first load runs, by source module (sizes before minification). */
export interface FirstLoadModuleFigures {
  route: string
  totalBytes: number
  /** By package (`next`, `react-dom`) or folder of ours (`components/navbar`), largest first. */
  groups: Array<{ group: string; bytes: number; modules: number }>
  largest: Array<{ module: string; bytes: number }>
}

export interface LighthouseScores {
  performance: number | null
  accessibility: number | null
  bestPractices: number | null
  seo: number | null
}

export interface LighthouseFigures {
  routeId: RouteId
  route: string
  formFactor: 'mobile' | 'desktop'
  scores: LighthouseScores
  lcpMs: number | null
  tbtMs: number | null
  cls: number | null
  /** How many runs were made; the figures are those of the run with the median performance score. */
  runs: number
  performanceScores: Array<number | null>
  /** TBT of every run, in the order they ran (the budget is on their median). */
  tbtMsRuns: Array<number | null>
  /** Lighthouse's `benchmarkIndex` of this machine at each run (higher is faster). */
  benchmarkIndexRuns: Array<number | null>
  /** Audits that cost points in a category below 100, so a reader knows where to look. */
  failingAudits: string[]
  /** Elements that shift, scripts that keep the main thread busy. */
  diagnostics: string[]
  warnings: string[]
}

export interface LatencySummary {
  samples: number
  p50Ms: number
  p95Ms: number
  p99Ms: number
  maxMs: number
}

/** Every keystroke of a set of queries, typed and timed (bench/measure/keystroke-probe.ts). */
export interface TypedKeystrokes {
  keystrokes: LatencySummary
  /** Keystroke to results in the DOM (before the frame is painted). */
  keystrokesToDom: LatencySummary
  /**
   * Where the time goes, for keystrokes that sent a search request (resource timing): keydown to
   * the request leaving, the request itself (server and network), its answer to the frame painted.
   */
  phases: { keydownToRequest: LatencySummary; request: LatencySummary; responseToPaint: LatencySummary }
  /** Keystrokes after which the dialog showed exactly what it showed before (not counted). */
  unchanged: number
  /** Keystrokes after which no results showed up in time (not counted, listed). */
  timedOut: string[]
  /** The slowest keystrokes, with the query as typed so far, to see what costs the time. */
  slowest: Array<{ query: string; ms: number }>
}

export interface KeystrokeFigures extends TypedKeystrokes {
  queries: number
  /** The same keystrokes in the same browser on a page that does the least a dialog can. */
  floor: Measured<KeystrokeFloorFigures>
}

/**
 * The keystroke floor (bench/measure/keystroke-floor.ts): a page whose keydown fetches a tiny
 * answer from a loopback server and then changes its listbox, typed and timed like our dialog.
 */
export interface KeystrokeFloorFigures {
  answerBytes: number
  keystrokes: LatencySummary
  keystrokesToDom: LatencySummary
  /** Its fetch (resource timing). */
  request: LatencySummary
}

export interface LoadFigures {
  concurrency: number
  requests: number
  errors: number
  latency: LatencySummary
  requestsPerSecond: number
}

export interface SiteResults {
  build: Measured<BuildFigures>
  publish: Measured<{ runs: PublishFigures[] }>
  weight: Measured<{ routes: RouteWeight[] }>
  navigation: Measured<NavigationFigures>
  /** Ours only: the doc page's first-load scripts by module (Docusaurus's build is not analysed). */
  firstLoadModules?: Measured<FirstLoadModuleFigures>
  lighthouse: Measured<{ runs: LighthouseFigures[] }>
  searchKeystroke: Measured<KeystrokeFigures>
  searchServer: Measured<{ levels: LoadFigures[] }>
}

export interface BudgetCheck {
  figure: string
  budget: string
  actual: string
  ok: boolean
}

export interface BenchResults {
  startedAt: string
  durationMs: number
  machine: {
    cpus: number
    cpuModel: string
    memoryBytes: number
    node: string
    chromium: string
    /** 1-minute load average when the run started and ended: other work on the machine skews timings. */
    loadAverage: { start: number; end: number }
    /** The commit measured (short hash), with `+changes` when the working tree differed from it. */
    commit: string
    /** Lighthouse's `benchmarkIndex` over every Lighthouse run of the bench (higher is faster); null without one. */
    benchmarkIndex: { median: number; min: number; max: number; runs: number } | null
  }
  options: Record<string, string | number | boolean>
  routes: Record<string, string>
  sites: Record<SiteName, SiteResults | NotMeasured>
  budget: BudgetCheck[]
  notCompared: string[]
}

/** Units as the report prints them. */
export type Unit = 'bytes' | 'ms' | 'score' | 'count' | 'cls' | 'memory' | 'rps'

/** One figure of both sites side by side. */
export interface ComparisonRow {
  section: string
  figure: string
  unit: Unit
  ours: number | null
  docusaurus: number | null
  /** ours / Docusaurus. */
  ratio: number | null
  note?: string
}

/** What bench/results/latest.json holds. */
export interface BenchReport extends BenchResults {
  comparison: ComparisonRow[]
}
