import type { Measured } from '../types'

/** The shape of bench/results/content.json: every figure of one `npm run bench:content` run. */

/** A publisher's own step timings (`check`, `generate`, `build`, `store`, … as it printed them), in ms. */
export type StepTimings = Record<string, number>

/** Median and max of a few samples, with the samples. */
export interface Spread {
  median: number
  max: number
  values: number[]
}

/** One `content:publish --no-notify` process, run to its end. */
export interface PublishRun {
  wallMs: number
  /** Largest sum of the RSS of the process tree (the publishing Node process and any children). */
  peakTreeRssBytes: number
  /** Largest RSS of one process (GNU time), when available. */
  peakProcessRssBytes: number | null
  outcome: 'published' | 'unchanged'
  releaseId: string
  searchRecords: number | null
  steps: StepTimings
  /** Said when the figure comes from a second run (the first was ended from outside). */
  note?: string
}

/** One of several cold publishes of a size: its figures and the machine's load as it started. */
export interface ColdRun {
  wallMs: number
  peakTreeRssBytes: number
  /** The 1-minute load average when the run started. */
  loadAverage: number
}

/** One-page edits, each published by a new `content:publish` process (no watcher). */
export interface EditsFigures {
  edits: number
  /** The routes edited, in order. */
  routes: string[]
  wallMs: Spread
  peakTreeRssBytes: Spread
  steps: Record<string, Spread>
  /** `du` of the store directory after the first (cold) release and after the edits' releases. */
  storeBytesAfterFirst: number
  storeBytesAfterEdits: number
  /** Releases the store holds after the edits (null when its layout is not known). */
  releasesAfterEdits: number | null
}

/** One edit measured end to end on running servers. */
export interface LiveEdit {
  route: string
  word: string
  /** From writing the file to the watcher printing `published` (null when its line was not seen). */
  publishedMs: number | null
  /** From writing the file to the page's HTML holding the word (the later instance's). */
  pageMs: number
  /** From writing the file to a search hit holding the word (the later instance's). */
  searchMs: number
  /** The later of the two: the edit is live for readers (on every instance). */
  liveMs: number
  /** Per instance, when it showed the edit on both the page and search. */
  instanceLiveMs: number[]
  /** The watcher's step timings for this publish. */
  steps: StepTimings
}

export interface LiveFigures {
  store: 'fs' | 'redis'
  instances: number
  method: string
  edits: LiveEdit[]
  liveMs: Spread
  pageMs: Spread
  searchMs: Spread
  publishedMs: Spread | null
  steps: Record<string, Spread>
  /** The watcher's first publish at its start (it publishes before it watches). */
  watcherStartMs: number
  watcherStartOutcome: string
}

/** One production server reading the size's store. */
export interface InstanceFigures {
  store: 'fs' | 'redis'
  route: string
  /** From starting the server process to the first 200 of the page (polled every 25 ms). */
  startToFirstPageMs: number
  /** RSS of the server process after that first page. */
  rssAfterPageBytes: number
  /** The first search request's answer time (the index is ready or built on demand). */
  firstSearchMs: number
  rssAfterSearchBytes: number
  /** RSS after the live edits' releases were loaded, when the server served them. */
  rssAfterEditsBytes: number | null
}

export interface SizeResults {
  requestedPages: number
  /** The 1-minute load average when the size's measurements started (the machine may be shared). */
  loadAverageAtStart: number
  /** Pages of the grown site (docs, pages and posts). */
  pages: number
  /** The cold publish; with several (`--cold-runs`), the run of median wall time. */
  coldPublish: Measured<PublishRun>
  /** Every cold publish of the size, in order, when there were several. */
  coldRuns?: ColdRun[]
  unchangedPublish: Measured<PublishRun>
  edits: Measured<EditsFigures>
  instance: Measured<InstanceFigures>
  liveFs: Measured<LiveFigures>
  instancesRedis: Measured<{ instances: InstanceFigures[] }>
  liveRedis: Measured<LiveFigures>
  durationMs: number
}

export interface DocusaurusFigures {
  pages: number
  command: string
  wallMs: number
  peakTreeRssBytes: number
  peakProcessRssBytes: number | null
}

export interface ContentBenchResults {
  startedAt: string
  durationMs: number
  machine: {
    cpus: number
    cpuModel: string
    memoryBytes: number
    node: string
    /** 1, 5 and 15 minute load averages. */
    loadAverageBefore: number[]
    loadAverageAfter: number[]
  }
  commit: { head: string; dirty: boolean; changedFiles: string[] }
  options: {
    sizes: number[]
    timeoutMinutes: number
    edits: number
    liveEdits: number
    /** Cold publishes per size (absent in reports from before the option). */
    coldRuns?: number
    skipDocusaurus: boolean
    skipRedis: boolean
    built: string | false
  }
  /** The one build whose standalone server serves every size. */
  build: Measured<{ command: string; wallMs: number | null; dir: string }>
  sizes: SizeResults[]
  docusaurus: Measured<DocusaurusFigures>
  whereTheTimeGoes: string[]
  notMeasuredYet: string[]
}
