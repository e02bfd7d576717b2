/**
 * The AI-question mode's answer time on the site's records (the current content release): time to the
 * first streamed sentence (or the no-answer) and to the end of the answer, p50/p95 over the
 * benchmark questions, both inside the server process (the provider alone) and through the
 * endpoint's HTTP handler on a plain Node server on 127.0.0.1. Also: how long deriving the answer
 * engine's data from a fresh index takes, and how many questions cite the page that covers them.
 * Prints a table; writes bench/results/ask.json. `benchmarkAsk` is exported for `bench:search`.
 */
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { REAL_QUESTIONS, UNANSWERED_QUESTIONS } from '../lib/ask/__fixtures__/real-questions'
import { createAskHandler } from '../lib/ask/ask-handler'
import { createDocsAnswerProvider, prepareIndex } from '../lib/ask/provider'
import { SlidingWindowRateLimiter } from '../lib/ask/rate-limit'
import { readAnswerStream } from '../lib/ask/stream'
import type { AnswerEvent, AnswerProvider } from '../lib/ask/types'
import { createSearchIndex, type SearchIndex } from '../lib/search/engine/engine'
import type { SearchRecord } from '../lib/search/record'
import { currentRelease } from '../e2e/support/release'
import { siteConfig } from '../site.config'
import { summarizeLatencies } from './support/stats'
import type { LatencySummary } from './types'

const MEASURED_ROUNDS = 10
/** The targets of the issue, on the server. */
const TARGET_FIRST_MS = 50
const TARGET_COMPLETE_MS = 150

interface Timing {
  firstMs: number
  completeMs: number
  events: AnswerEvent[]
}

export interface AskBenchFigures {
  questions: number
  rounds: number
  records: number
  /** Deriving passages, sentences and word statistics from a freshly built index. */
  corpusBuildMs: number
  /** The first question on a fresh index, corpus included: what the first visitor after a deploy waits. */
  coldFirstMs: number
  coldCompleteMs: number
  inProcess: { firstSentence: LatencySummary; complete: LatencySummary }
  http: { firstSentence: LatencySummary; complete: LatencySummary }
  /** Answerable questions whose answer cites a page that covers them. */
  citesExpectedPage: { hits: number; of: number; misses: string[] }
  /** Questions the docs do not cover that got the no-answer. */
  saysNotCovered: { hits: number; of: number }
  targets: { firstSentenceMs: number; completeMs: number; met: boolean }
}

const isFirst = (event: AnswerEvent) =>
  event.type === 'sentence' || event.type === 'no-answer' || event.type === 'error'

async function timeEvents(events: AsyncIterable<AnswerEvent>, started: number): Promise<Timing> {
  let firstMs = Number.NaN
  const list: AnswerEvent[] = []
  for await (const event of events) {
    if (Number.isNaN(firstMs) && isFirst(event)) firstMs = performance.now() - started
    list.push(event)
  }
  return { firstMs, completeMs: performance.now() - started, events: list }
}

function timeProvider(provider: AnswerProvider, question: string): Promise<Timing> {
  const started = performance.now()
  return timeEvents(provider.answer({ question, history: [] }), started)
}

async function timeHttp(url: string, question: string): Promise<Timing> {
  const started = performance.now()
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ question }),
  })
  return timeEvents(readAnswerStream(response), started)
}

async function startServer(provider: AnswerProvider): Promise<{ url: string; close: () => Promise<void> }> {
  const handler = createAskHandler({ provider, limiter: new SlidingWindowRateLimiter({ limit: 1_000_000 }) })
  const server = http.createServer((req, res) => void handler(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}${siteConfig.basePath}/api/ask`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

const citedUrls = (events: AnswerEvent[]) =>
  events.flatMap((event) => (event.type === 'sources' ? event.sources.map((source) => source.url) : []))

export async function benchmarkAsk(records: readonly SearchRecord[]): Promise<AskBenchFigures> {
  const questions = [...REAL_QUESTIONS.map(({ question }) => question), ...UNANSWERED_QUESTIONS]

  const cold: SearchIndex = createSearchIndex(records)
  const coldAnswer = await timeProvider(
    createDocsAnswerProvider({ index: () => cold }),
    questions[0] as string,
  )
  const index = createSearchIndex(records)
  const corpusStarted = performance.now()
  prepareIndex(index)
  const corpusBuildMs = performance.now() - corpusStarted

  const provider = createDocsAnswerProvider({ index: () => index })
  for (const question of questions) await timeProvider(provider, question)
  const inProcess: Timing[] = []
  for (let round = 0; round < MEASURED_ROUNDS; round++) {
    for (const question of questions) inProcess.push(await timeProvider(provider, question))
  }

  const server = await startServer(provider)
  const overHttp: Timing[] = []
  try {
    for (const question of questions) await timeHttp(server.url, question)
    for (let round = 0; round < MEASURED_ROUNDS; round++) {
      for (const question of questions) overHttp.push(await timeHttp(server.url, question))
    }
  } finally {
    await server.close()
  }

  const firstRound = inProcess.slice(0, questions.length)
  const misses = REAL_QUESTIONS.filter(({ expected }, i) => {
    const urls = citedUrls((firstRound[i] as Timing).events)
    return !urls.some((url) => expected.some((prefix) => url.startsWith(`${siteConfig.basePath}${prefix}`)))
  }).map(({ question }) => question)
  const notCovered = firstRound
    .slice(REAL_QUESTIONS.length)
    .filter((timing) => timing.events[0]?.type === 'no-answer').length

  const summary = (timings: Timing[]) => ({
    firstSentence: summarizeLatencies(timings.map((timing) => timing.firstMs)),
    complete: summarizeLatencies(timings.map((timing) => timing.completeMs)),
  })
  const http = summary(overHttp)
  const round = (ms: number) => Math.round(ms * 10) / 10
  return {
    questions: questions.length,
    rounds: MEASURED_ROUNDS,
    records: records.length,
    corpusBuildMs: round(corpusBuildMs),
    coldFirstMs: round(coldAnswer.firstMs),
    coldCompleteMs: round(coldAnswer.completeMs),
    inProcess: summary(inProcess),
    http,
    citesExpectedPage: { hits: REAL_QUESTIONS.length - misses.length, of: REAL_QUESTIONS.length, misses },
    saysNotCovered: { hits: notCovered, of: UNANSWERED_QUESTIONS.length },
    targets: {
      firstSentenceMs: TARGET_FIRST_MS,
      completeMs: TARGET_COMPLETE_MS,
      met: http.firstSentence.p95Ms < TARGET_FIRST_MS && http.complete.p95Ms < TARGET_COMPLETE_MS,
    },
  }
}

function printFigures(figures: AskBenchFigures): void {
  const row = (label: string, summary: LatencySummary) =>
    `  ${label.padEnd(32)} ${String(summary.samples).padStart(7)} ${String(summary.p50Ms).padStart(8)} ${String(summary.p95Ms).padStart(8)} ${String(summary.p99Ms).padStart(8)} ${String(summary.maxMs).padStart(8)}`
  console.log(
    `\nAsk AI: ${figures.questions} questions × ${figures.rounds} rounds on ${figures.records} records`,
  )
  console.log(
    `  corpus from a fresh index ${figures.corpusBuildMs} ms; first question cold: first sentence ${figures.coldFirstMs} ms, complete ${figures.coldCompleteMs} ms`,
  )
  console.log(
    `  ${'answer time'.padEnd(32)} ${'samples'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}`,
  )
  console.log(row('in process: first sentence', figures.inProcess.firstSentence))
  console.log(row('in process: complete', figures.inProcess.complete))
  console.log(row('HTTP: first sentence', figures.http.firstSentence))
  console.log(row('HTTP: complete', figures.http.complete))
  const { citesExpectedPage: cites, saysNotCovered: none, targets } = figures
  console.log(
    `  cites the covering page: ${cites.hits}/${cites.of}${cites.misses.length ? ` (missed: ${cites.misses.join('; ')})` : ''}`,
  )
  console.log(`  says "not covered" when the docs do not answer: ${none.hits}/${none.of}`)
  console.log(
    `  target p95 over HTTP: first sentence < ${targets.firstSentenceMs} ms, complete < ${targets.completeMs} ms: ${targets.met ? 'met' : 'NOT met'}`,
  )
}

async function main(): Promise<void> {
  // The site's records: the current content release (what `npm run build` published).
  const { records } = (await currentRelease()).search
  const figures = await benchmarkAsk(records)
  printFigures(figures)
  const output = path.join(process.cwd(), 'bench', 'results', 'ask.json')
  fs.mkdirSync(path.dirname(output), { recursive: true })
  fs.writeFileSync(
    output,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, ...figures }, null, 2)}\n`,
  )
  console.log(`\nwritten: ${path.relative(process.cwd(), output)}`)
}

// Run when executed (`tsx bench/ask-bench.ts`), not when `bench:search` imports `benchmarkAsk`.
if (process.argv[1] && path.basename(process.argv[1]).startsWith('ask-bench')) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
