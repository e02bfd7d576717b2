/** bench/results/search.md: the search benchmark's figures, readable, with the targets on top. */
import type { SubjectResult } from './relevance'
import type { CorpusResult } from './speed'

/** One relevance set's scores, every subject on the same records. */
export interface RelevanceSetResult {
  /**
   * keywords: bench/relevance/queries.json; real-open and real-held-out: the two parts of
   * bench/relevance/real-questions.json (the held-out part's misses are never listed).
   */
  id: 'keywords' | 'real-open' | 'real-held-out'
  queries: number
  results: SubjectResult[]
}

export interface SearchReport {
  measuredAt: string
  node: string
  cpus: number
  cpuModel?: string
  loadAverageBefore: number[]
  relevance: { sets: RelevanceSetResult[]; notMeasured: string[] } | null
  results: CorpusResult[]
}

const SET_TITLES: Record<RelevanceSetResult['id'], string> = {
  keywords: 'Keyword queries (bench/relevance/queries.json)',
  'real-open': "Real users' questions, open part (bench/relevance/real-questions.json)",
  'real-held-out': "Real users' questions, held-out third (misses not listed)",
}

const OURS = 'Ours'
const COMPETITORS = ['MiniSearch', 'Orama', 'Pagefind']
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** Ours against the best of the others on one set: `lead` points ahead, and `floor` % at least when given. */
function leadLine(set: RelevanceSetResult | undefined, lead: number, floor?: number): string[] {
  const ours = set?.results.find((result) => result.name === OURS)
  const others = set?.results.filter((result) => COMPETITORS.includes(result.name)) ?? []
  if (!set || !ours || others.length === 0) return []
  const best = others.reduce((a, b) => (b.perPage.top3Percent > a.perPage.top3Percent ? b : a))
  const ahead = Math.round((ours.perPage.top3Percent - best.perPage.top3Percent) * 10) / 10
  const met = ahead >= lead && (floor === undefined || ours.perPage.top3Percent >= floor)
  const target = floor === undefined ? `lead ≥ ${lead}` : `≥ ${floor} % and lead ≥ ${lead}`
  return [
    `- ${SET_TITLES[set.id]}, top-3 per distinct page: ours ${ours.perPage.top3Percent} %, best other ${best.name} ${best.perPage.top3Percent} %: lead ${ahead} points (target ${target}) ${met ? '✅' : '❌'}`,
  ]
}

function targets(report: SearchReport): string[] {
  const lines: string[] = []
  const sets = report.relevance?.sets ?? []
  const setOf = (id: RelevanceSetResult['id']) => sets.find((set) => set.id === id)
  lines.push(...leadLine(setOf('keywords'), 5), ...leadLine(setOf('real-held-out'), 10, 85))
  const results = setOf('keywords')?.results ?? []
  const ours = results.find((result) => result.name === OURS)
  const mini = results.find((result) => result.name === 'MiniSearch')
  if (ours && mini) {
    const ok = ours.queryTime.p95Ms <= mini.queryTime.p95Ms
    lines.push(
      `- In-process query p95, wall clock: ours ${ours.queryTime.p95Ms} ms, MiniSearch ${mini.queryTime.p95Ms} ms (target: no slower) ${ok ? '✅' : '❌'}`,
    )
    if (ours.queryCpuTime && mini.queryCpuTime) {
      // Process CPU time also counts V8's own threads (compiling, collecting garbage) meanwhile.
      lines.push(
        `- In-process query p95, CPU time of the process (V8's compiler and collector threads included): ours ${ours.queryCpuTime.p95Ms} ms, MiniSearch ${mini.queryCpuTime.p95Ms} ms`,
      )
    }
  }
  const generated = report.results.find((result) => result.corpus.startsWith('generated'))
  if (generated) {
    const p95 = generated.engine.cpu.p95Ms
    lines.push(`- Generated corpus, engine CPU p95: ${p95} ms (target < 2) ${p95 < 2 ? '✅' : '❌'}`)
    lines.push(
      `- Generated corpus, index build: ${generated.buildMs} ms wall, ${generated.buildCpuMs} ms CPU (target < 5 s) ${generated.buildMs < 5000 ? '✅' : '❌'}`,
    )
  }
  return lines
}

function relevanceSection(relevance: NonNullable<SearchReport['relevance']>): string[] {
  const lines = [
    '## Relevance',
    '',
    'Each query comes with the pages that answer it. Per hit: an answering page among the first k hits; per page: among the first k distinct pages (the dialog groups hits by page). Times: per search, wall clock in this process (Pagefind: inside Chromium), first round not counted, and CPU time of this process for the in-process subjects; typing: every prefix of every query.',
    '',
  ]
  for (const set of relevance.sets) lines.push(...setSection(set), '')
  lines.push('Setups:', '')
  for (const result of relevance.sets[0]?.results ?? []) lines.push(`- ${result.name}: ${result.setup}`)
  for (const reason of relevance.notMeasured) lines.push(`- Not measured: ${reason}`)
  return lines
}

function setSection({ id, queries, results }: RelevanceSetResult): string[] {
  const lines = [
    `### ${SET_TITLES[id]}: ${queries} queries`,
    '',
    '| Subject | top-1 hit | top-3 hit | top-1 page | top-3 page | p50 ms | p95 ms | typing p50 | typing p95 | CPU p50 / p95 | typing CPU p95 |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ]
  for (const result of results) {
    const cpu = result.queryCpuTime ? `${result.queryCpuTime.p50Ms} / ${result.queryCpuTime.p95Ms}` : '–'
    lines.push(
      `| ${result.name} | ${result.perHit.top1Percent} % | ${result.perHit.top3Percent} % | ${result.perPage.top1Percent} % | ${result.perPage.top3Percent} % | ${result.queryTime.p50Ms} | ${result.queryTime.p95Ms} | ${result.typingTime.p50Ms} | ${result.typingTime.p95Ms} | ${cpu} | ${result.typingCpuTime?.p95Ms ?? '–'} |`,
    )
  }
  const kinds = [...new Set(results.flatMap((result) => Object.keys(result.top3PageByKind)))]
  lines.push('', 'Top-3 per distinct page, by kind of query:', '')
  lines.push(`| Kind | ${results.map((result) => result.name).join(' | ')} |`)
  lines.push(`| --- | ${results.map(() => '---').join(' | ')} |`)
  for (const kind of kinds) {
    const cells = results.map((result) => {
      const bucket = result.top3PageByKind[kind]
      return bucket ? `${bucket.hits}/${bucket.of}` : '–'
    })
    lines.push(`| ${kind} | ${cells.join(' | ')} |`)
  }
  if (results.some((result) => result.misses === null)) return lines
  lines.push('', 'Misses (no answering page among the first three):', '')
  for (const result of results) {
    const misses = (result.misses ?? []).map((miss) => `\`${miss.query}\``).join(', ')
    lines.push(`- ${result.name} (${result.misses?.length ?? 0}): ${misses || 'none'}`)
  }
  return lines
}

function speedSection(results: readonly CorpusResult[]): string[] {
  const lines = [
    '## Speed',
    '',
    '| Corpus | Records | Words | Build ms (CPU) | Typed arrays | Heap growth | Engine CPU p50 / p95 / p99 ms | HTTP c=1 p95 ms | HTTP c=64 p95 ms, req/s |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ]
  for (const result of results) {
    const [one, many] = result.http
    lines.push(
      `| ${result.corpus} | ${result.records} | ${result.words} | ${result.buildMs} (${result.buildCpuMs}) | ${mb(result.indexTypedArrayBytes)} | ${mb(result.heapDeltaBytes)} (${mb(result.heapWithScratchBytes)} with search scratch) | ${result.engine.cpu.p50Ms} / ${result.engine.cpu.p95Ms} / ${result.engine.cpu.p99Ms} | ${one?.p95Ms ?? '–'} | ${many?.p95Ms ?? '–'}, ${many?.requestsPerSecond ?? '–'} |`,
    )
  }
  return lines
}

export function renderSearchMarkdown(report: SearchReport): string {
  const lines = [
    '# Search benchmark',
    '',
    `Measured ${report.measuredAt} with Node ${report.node} on ${report.cpus} × ${report.cpuModel ?? 'CPU'} (load average before: ${report.loadAverageBefore.map((load) => load.toFixed(1)).join(' ')}). Written by \`npm run bench:search\`.`,
    '',
    ...targets(report),
    '',
  ]
  if (report.relevance) lines.push(...relevanceSection(report.relevance), '')
  if (report.results.length > 0) lines.push(...speedSection(report.results), '')
  return `${lines.join('\n')}\n`
}
