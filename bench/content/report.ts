/** bench/results/content.md: one table per figure, one column per size, and the growth from size to size. */
import type { Measured } from '../types'
import type { ColdRun, ContentBenchResults, LiveFigures, SizeResults, Spread } from './types'

type Unit = 'ms' | 'bytes' | 'count' | 'load'

interface Row {
  label: string
  unit: Unit
  /** Per size: the value (ratios are taken on it) and, for a spread, its max shown beside it. */
  cells: Array<{ value: number; max?: number } | null>
}

const formatMs = (ms: number) =>
  ms < 1_000 ? `${Math.round(ms)} ms` : ms < 100_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms / 1000)} s`

function format(value: number, unit: Unit): string {
  if (!Number.isFinite(value)) return '–'
  switch (unit) {
    case 'ms':
      return formatMs(value)
    case 'bytes':
      return `${(value / 1e6).toFixed(value < 1e7 ? 1 : 0)} MB`
    case 'count':
      return String(Math.round(value))
    case 'load':
      return value.toFixed(2)
  }
}

const ratio = (from: number, to: number) => (from > 0 && Number.isFinite(to) ? `×${(to / from).toFixed(1)}` : '–')

const measured = <T extends object>(value: Measured<T>): (T & { measured: true }) | null =>
  value.measured ? value : null

function table(
  title: string,
  note: string,
  sizes: readonly SizeResults[],
  rows: Row[],
  withRatios = true,
): string {
  const pairs = withRatios ? sizes.slice(1) : []
  const header = [
    '',
    ...sizes.map((size) => `${size.pages} pages`),
    ...pairs.map((size, index) => {
      const from = sizes[index] as SizeResults
      return `${from.pages}→${size.pages} (pages ${ratio(from.pages, size.pages)})`
    }),
  ]
  const lines = [`### ${title}`, '', ...(note ? [note, ''] : [])]
  lines.push(`| ${header.join(' | ')} |`, `| ${header.map((_, index) => (index === 0 ? '---' : '---:')).join(' | ')} |`)
  for (const row of rows) {
    if (row.cells.every((cell) => cell === null)) continue
    const cells = row.cells.map((cell) =>
      cell === null
        ? '–'
        : `${format(cell.value, row.unit)}${cell.max === undefined ? '' : ` (max ${format(cell.max, row.unit)})`}`,
    )
    const ratios = row.cells.slice(1, pairs.length + 1).map((cell, index) => {
      const from = row.cells[index]
      return cell && from ? ratio(from.value, cell.value) : '–'
    })
    lines.push(`| ${[row.label, ...cells, ...ratios].join(' | ')} |`)
  }
  return lines.join('\n')
}

const value = (number: number | null | undefined) =>
  number === null || number === undefined ? null : { value: number }
const spreadCell = (figure: Spread | null | undefined) =>
  figure ? { value: figure.median, max: figure.max } : null

/** Rows for step timings, every step any size printed, in the order first seen. */
function stepRows(
  sizes: readonly SizeResults[],
  steps: (size: SizeResults) => Record<string, number | Spread> | null,
  prefix: string,
): Row[] {
  const names = [...new Set(sizes.flatMap((size) => Object.keys(steps(size) ?? {})))]
  return names.map((name) => ({
    label: `${prefix}${name}`,
    unit: 'ms' as const,
    cells: sizes.map((size) => {
      const step = steps(size)?.[name]
      if (step === undefined) return null
      return typeof step === 'number' ? { value: step } : spreadCell(step)
    }),
  }))
}

/** With several cold publishes of a size: their number, the fastest and the slowest, the largest peak. */
function coldRunRows(sizes: readonly SizeResults[]): Row[] {
  const runs = (size: SizeResults) => (size.coldRuns && size.coldRuns.length > 1 ? size.coldRuns : null)
  if (!sizes.some(runs)) return []
  const of = (size: SizeResults, pick: (values: number[]) => number, figure: (run: ColdRun) => number) => {
    const list = runs(size)
    return list ? { value: pick(list.map(figure)) } : null
  }
  return [
    { label: 'cold publishes run (the figures above: the median one)', unit: 'count', cells: sizes.map((size) => of(size, (values) => values.length, (run) => run.wallMs)) },
    { label: 'wall time, fastest run', unit: 'ms', cells: sizes.map((size) => of(size, (values) => Math.min(...values), (run) => run.wallMs)) },
    { label: 'wall time, slowest run', unit: 'ms', cells: sizes.map((size) => of(size, (values) => Math.max(...values), (run) => run.wallMs)) },
    { label: 'peak RSS, process tree, largest of the runs', unit: 'bytes', cells: sizes.map((size) => of(size, (values) => Math.max(...values), (run) => run.peakTreeRssBytes)) },
  ]
}

/** Each cold publish of a size, in order, with the load as it started (a line per size). */
function coldRunLines(sizes: readonly SizeResults[]): string[] {
  const lines = sizes.flatMap((size) =>
    size.coldRuns && size.coldRuns.length > 1
      ? [
          `- ${size.pages} pages, cold publishes in order: ${size.coldRuns
            .map((run) => `${formatMs(run.wallMs)} (1-minute load ${run.loadAverage} at its start)`)
            .join(', ')}`,
        ]
      : [],
  )
  return lines.length > 0 ? [...lines, ''] : []
}

/** The reasons of the figures that could not be measured, per size. */
function notMeasuredList(results: ContentBenchResults): string[] {
  const lines: string[] = []
  if (!results.build.measured) lines.push(`- build (for the serving figures): ${firstLine(results.build.reason)}`)
  for (const size of results.sizes) {
    const parts: Array<[string, Measured<object>]> = [
      ['cold publish', size.coldPublish],
      ['unchanged publish', size.unchangedPublish],
      ['edits', size.edits],
      ['server instance (fs)', size.instance],
      ['edit → live (fs)', size.liveFs],
      ['server instances (Redis)', size.instancesRedis],
      ['edit → live (Redis)', size.liveRedis],
    ]
    for (const [name, part] of parts) {
      if (!part.measured) lines.push(`- ${size.pages} pages, ${name}: ${firstLine(part.reason)}`)
    }
  }
  if (!results.docusaurus.measured) lines.push(`- Docusaurus: ${firstLine(results.docusaurus.reason)}`)
  return lines
}

const firstLine = (text: string) => {
  const line = text.split('\n')[0] ?? ''
  return line.length > 300 ? `${line.slice(0, 300)}…` : line
}

/** The rows of an edit → live table (directory store or Redis): the same figures, named for each. */
function liveRows(
  sizes: readonly SizeResults[],
  live: (size: SizeResults) => LiveFigures | null,
  liveLabel: string,
  startLabel: string,
): Row[] {
  return [
    { label: liveLabel, unit: 'ms', cells: sizes.map((size) => spreadCell(live(size)?.liveMs)) },
    { label: 'edit → page shows it', unit: 'ms', cells: sizes.map((size) => spreadCell(live(size)?.pageMs)) },
    { label: 'edit → search finds it', unit: 'ms', cells: sizes.map((size) => spreadCell(live(size)?.searchMs)) },
    { label: 'edit → watcher says published', unit: 'ms', cells: sizes.map((size) => spreadCell(live(size)?.publishedMs)) },
    ...stepRows(sizes, (size) => live(size)?.steps ?? null, 'watcher step: '),
    { label: startLabel, unit: 'ms', cells: sizes.map((size) => value(live(size)?.watcherStartMs)) },
  ]
}

export function renderMarkdown(results: ContentBenchResults): string {
  const { sizes, machine, commit } = results
  const cold = (size: SizeResults) => measured(size.coldPublish)
  const unchanged = (size: SizeResults) => measured(size.unchangedPublish)
  const edits = (size: SizeResults) => measured(size.edits)
  const instance = (size: SizeResults) => measured(size.instance)
  const liveFs = (size: SizeResults) => measured(size.liveFs)
  const liveRedis = (size: SizeResults) => measured(size.liveRedis)
  const redisInstances = (size: SizeResults) => measured(size.instancesRedis)
  const editCount = sizes.map((size) => edits(size)?.edits).find((count) => count !== undefined) ?? 0
  const out: string[] = []
  out.push('# Publishing cost by site size (`npm run bench:content`)', '')
  out.push(
    `${results.startedAt}, ${formatMs(results.durationMs)}. Machine: ${machine.cpus} cores (${machine.cpuModel}), ${Math.round(machine.memoryBytes / 2 ** 30)} GiB, Node ${machine.node}, load average before ${machine.loadAverageBefore.join(' / ')} (1 / 5 / 15 min), after ${machine.loadAverageAfter.join(' / ')}.`,
    '',
    `Commit ${commit.head}${commit.dirty ? ` with uncommitted changes (${commit.changedFiles.length} files: ${commit.changedFiles.slice(0, 12).join(', ')}${commit.changedFiles.length > 12 ? ', …' : ''})` : ', clean tree'}.`,
    '',
    `Sizes: the site as it is, and copies of it grown by copying content/docs under content/docs/copy-<n>/ (bench/content/grow-site.ts). Each size is a private copy of the working tree with its own directory store; ${results.options.timeoutMinutes} minutes per size. Serving figures use one build (${results.build.measured ? (results.options.built ? `reused from ${results.build.dir}` : `\`npm run build\` of the run's snapshot, ${formatMs(results.build.wallMs ?? Number.NaN)}`) : 'none'}) whose standalone server reads each size's store.`,
    '',
  )
  if (results.whereTheTimeGoes.length > 0) {
    out.push('**Where the time goes**', '', ...results.whereTheTimeGoes.map((line) => `- ${line}`), '')
  }
  out.push('## Figures', '')
  out.push(
    table('The run', 'The machine may be shared: the load average when each size started.', sizes, [
      { label: '1-minute load average at the start', unit: 'load', cells: sizes.map((size) => ({ value: size.loadAverageAtStart })) },
      { label: 'time the size took', unit: 'ms', cells: sizes.map((size) => value(size.durationMs)) },
    ], false),
    '',
  )
  const notes = sizes.flatMap((size) =>
    [cold(size), unchanged(size)].flatMap((run) => (run?.note ? [`${size.pages} pages: ${run.note}`] : [])),
  )
  if (notes.length > 0) out.push(...notes.map((note) => `- ${note}`), '')
  out.push(
    table(
      'Cold publish',
      '`content:publish --no-notify` into an empty store, no .contentlayer, no caches (a new copy of the tree): wall time of the process, peak RSS, the steps it printed.',
      sizes,
      [
        { label: 'wall time', unit: 'ms', cells: sizes.map((size) => value(cold(size)?.wallMs)) },
        ...stepRows(sizes, (size) => cold(size)?.steps ?? null, 'step: '),
        { label: 'peak RSS, process tree', unit: 'bytes', cells: sizes.map((size) => value(cold(size)?.peakTreeRssBytes)) },
        { label: 'peak RSS, largest process', unit: 'bytes', cells: sizes.map((size) => value(cold(size)?.peakProcessRssBytes)) },
        { label: 'search records', unit: 'count', cells: sizes.map((size) => value(cold(size)?.searchRecords)) },
        ...coldRunRows(sizes),
      ],
    ),
    '',
    ...coldRunLines(sizes),
    table('Publish with no change', 'The same command again at once (it says `no changes`).', sizes, [
      { label: 'wall time', unit: 'ms', cells: sizes.map((size) => value(unchanged(size)?.wallMs)) },
      ...stepRows(sizes, (size) => unchanged(size)?.steps ?? null, 'step: '),
      { label: 'peak RSS, process tree', unit: 'bytes', cells: sizes.map((size) => value(unchanged(size)?.peakTreeRssBytes)) },
    ]),
    '',
    table(
      `One-page edit, published by a new process (${editCount} edits)`,
      'One word replaced in a different page each time, then `content:publish --no-notify`; median (max).',
      sizes,
      [
        { label: 'wall time', unit: 'ms', cells: sizes.map((size) => spreadCell(edits(size)?.wallMs)) },
        ...stepRows(sizes, (size) => edits(size)?.steps ?? null, 'step: '),
        { label: 'peak RSS, process tree', unit: 'bytes', cells: sizes.map((size) => spreadCell(edits(size)?.peakTreeRssBytes)) },
      ],
    ),
    '',
    table('Store on disk', '`du -sk` of the directory store.', sizes, [
      { label: 'after the first release', unit: 'bytes', cells: sizes.map((size) => value(edits(size)?.storeBytesAfterFirst)) },
      { label: `after ${editCount} more releases`, unit: 'bytes', cells: sizes.map((size) => value(edits(size)?.storeBytesAfterEdits)) },
      {
        label: 'added per release',
        unit: 'bytes',
        cells: sizes.map((size) => {
          const figures = edits(size)
          return figures && figures.edits > 0
            ? { value: (figures.storeBytesAfterEdits - figures.storeBytesAfterFirst) / figures.edits }
            : null
        }),
      },
      { label: 'releases held', unit: 'count', cells: sizes.map((size) => value(edits(size)?.releasesAfterEdits)) },
    ]),
    '',
    table(
      'Edit → live, directory store (watcher + one server)',
      `${sizes.map(liveFs).find(Boolean)?.method ?? 'Not measured'}. Median (max).`,
      sizes,
      [
        ...liveRows(sizes, liveFs, 'edit → live (page and search)', "watcher's start (its first publish)"),
      ],
    ),
    '',
    table(
      'Edit → live, Redis (watcher + two servers)',
      'The same with REDIS_URL: the watcher publishes into an empty Redis at its start, then two servers start on it; an edit is live when both show it (the later one counts).',
      sizes,
      [
        ...liveRows(sizes, liveRedis, 'edit → live on both', "watcher's start (full publish into Redis)"),
      ],
    ),
    '',
    table(
      'A server instance',
      "The standalone server started on the size's store: from starting the process to the first 200 of a doc page (polled every 25 ms), which includes loading the release; its RSS then, after a first search, and after the live edits' releases.",
      sizes,
      [
        { label: 'start → first page (fs)', unit: 'ms', cells: sizes.map((size) => value(instance(size)?.startToFirstPageMs)) },
        { label: 'RSS after the first page (fs)', unit: 'bytes', cells: sizes.map((size) => value(instance(size)?.rssAfterPageBytes)) },
        { label: 'first search (fs)', unit: 'ms', cells: sizes.map((size) => value(instance(size)?.firstSearchMs)) },
        { label: 'RSS after the first search (fs)', unit: 'bytes', cells: sizes.map((size) => value(instance(size)?.rssAfterSearchBytes)) },
        { label: 'RSS after the live edits (fs)', unit: 'bytes', cells: sizes.map((size) => value(instance(size)?.rssAfterEditsBytes)) },
        ...[0, 1].flatMap((index): Row[] => [
          {
            label: `start → first page (Redis, instance ${index + 1})`,
            unit: 'ms',
            cells: sizes.map((size) => value(redisInstances(size)?.instances[index]?.startToFirstPageMs)),
          },
          {
            label: `RSS after the first search (Redis, instance ${index + 1})`,
            unit: 'bytes',
            cells: sizes.map((size) => value(redisInstances(size)?.instances[index]?.rssAfterSearchBytes)),
          },
        ]),
      ],
    ),
    '',
  )
  out.push('## Docusaurus', '')
  if (results.docusaurus.measured) {
    const docusaurus = results.docusaurus
    const ours = sizes.find((size) => size.pages === docusaurus.pages)
    const ourCold = ours ? cold(ours) : null
    out.push(
      `\`${docusaurus.command}\` (cold) of the same content grown to ${docusaurus.pages} pages: ${formatMs(docusaurus.wallMs)}, peak RSS ${format(docusaurus.peakTreeRssBytes, 'bytes')} (process tree)${docusaurus.peakProcessRssBytes ? `, ${format(docusaurus.peakProcessRssBytes, 'bytes')} (largest process)` : ''}. Docusaurus has no incremental publishing: every edit needs this build.${ourCold ? ` Our cold publish of the same size: ${formatMs(ourCold.wallMs)}.` : ''}`,
      '',
    )
  } else {
    out.push(`Not measured: ${firstLine(results.docusaurus.reason)}`, '')
  }
  const missing = notMeasuredList(results)
  out.push('## Not measured', '', ...(missing.length > 0 ? missing : ['- Every figure of this run was measured.']), '')
  if (results.notMeasuredYet.length > 0) out.push(...results.notMeasuredYet.map((line) => `- ${line}`), '')
  return out.join('\n')
}

/** Shares of the steps in a publish, e.g. `check 35% · generate 40% · build 22% · store 3%`. */
function shares(steps: Record<string, number>): string {
  const total = Object.values(steps).reduce((sum, ms) => sum + ms, 0)
  if (total <= 0) return 'no steps reported'
  return Object.entries(steps)
    .map(([step, ms]) => `${step} ${Math.round((ms / total) * 100)}%`)
    .join(' · ')
}

const medians = (steps: Record<string, Spread>) =>
  Object.fromEntries(Object.entries(steps).map(([step, figure]) => [step, figure.median]))

/** One line per size and figure: the share of each step, and what lies outside the steps. */
export function whereTheTimeGoes(sizes: readonly SizeResults[]): string[] {
  const lines: string[] = []
  for (const size of sizes) {
    const parts: string[] = []
    const cold = measured(size.coldPublish)
    if (cold) {
      const inSteps = Object.values(cold.steps).reduce((sum, ms) => sum + ms, 0)
      const runs = size.coldRuns && size.coldRuns.length > 1 ? size.coldRuns.map((run) => run.wallMs) : null
      const of = runs ? ` (median of ${runs.length} runs, ${formatMs(Math.min(...runs))}–${formatMs(Math.max(...runs))})` : ''
      parts.push(
        `cold publish ${formatMs(cold.wallMs)}${of}: ${shares(cold.steps)} (${formatMs(cold.wallMs - inSteps)} outside the steps: start-up, reading, exit)`,
      )
    }
    const edits = measured(size.edits)
    if (edits) parts.push(`a one-page edit by a new process ${formatMs(edits.wallMs.median)}: ${shares(medians(edits.steps))}`)
    const live = measured(size.liveFs)
    if (live) {
      const published = live.publishedMs ? `; the watcher's publish is done at ${formatMs(live.publishedMs.median)}` : ''
      parts.push(
        `a one-page edit in the watcher, live in ${formatMs(live.liveMs.median)}: ${shares(medians(live.steps))}${published}, the rest is the server picking the release up and answering`,
      )
    }
    if (parts.length > 0) lines.push(`${size.pages} pages: ${parts.join('; ')}.`)
  }
  return lines
}
