import type {
  BenchResults,
  ComparisonRow,
  KeystrokeFigures,
  LatencySummary,
  NotMeasured,
  SiteName,
  SiteResults,
} from '../types'
import { formatRatio, formatValue } from './format'
import { renderScaleMarkdown, type ScaleResults } from '../scale/report'

const SITE_LABEL: Record<SiteName, string> = { ours: 'Ours', docusaurus: 'Docusaurus 3.9.2' }

const METHOD = [
  'Builds: `npm run build` in a private copy of the working tree (node_modules hard-linked, no `.next` or caches) and `docusaurus build` of the generated site (no `.docusaurus` or webpack cache), both cold. Peak memory is the largest sum of RSS over the whole process tree (sampled from /proc every 200 ms) and, from GNU time, the largest single process.',
  'Publishing an edit: our production server with the content watcher (`npm start`), once with the directory store and once with Redis (a real `redis-server` on loopback); a paragraph with a new word is appended to the page; publish = until the watcher reports the new release current; edit → live = until the page and a search for the word both show it (polled every 10 ms).',
  'Weight: Debian Chromium (headless, fresh profile, 1350×940), one fresh browser context (empty cache) per route; DevTools network events from navigation until the network has been quiet for 1 s after the load event and a Shift key press (our pages start their scripts on the reader’s first intent; Docusaurus’s at load). Compressed = body bytes on the wire (gzip from both servers), uncompressed = decoded body bytes. Prefetches of other pages (`<link rel=prefetch>`, `Purpose: prefetch`) are counted apart. kB = 1000 bytes.',
  'Lighthouse 12.8 (Node 20) with its default mobile settings (simulated slow 4G, 4× CPU slowdown) and its desktop preset, one fresh Chromium per run; its benchmarkIndex of this machine is in the first line; on mobile several runs per route, of which the run with the median performance score counts. Before each run the page is requested until the server answers it fresh (`x-nextjs-cache: HIT`), so that no background regeneration (ISR, every 60 s) runs on this machine during the trace: in production that work happens on the server, not on the phone that reads the page. Simulated throttling scales the main-thread time measured here, so a busy machine lowers performance scores (TBT above all).',
  'Search keystrokes: typed with real key events in Chromium into the dialog opened with Ctrl+K on the long doc page, every keystroke of every query, each from a settled dialog; from the keydown\'s timestamp to the first frame after a MutationObserver sees the dialog show results (the hits: `[role=option]` in `[role=listbox]` other than the "Ask AI" option, whose text follows the input; or the no-results screen) different from before the key. The phases come from the search request\'s resource timing. The floor is typed right after in the same browser with the same queries, pace and probe: a page served on 127.0.0.1 whose keydown fetches a 2-byte answer from its server and then shows five options in its listbox. Any result that crosses the network misses the frame the keystroke itself produces, so the floor is what our figures are to be compared with; the budget is p95 at most 5 ms above the floor of the same run.',
  'Search server: `POST /3.5.6/api/search/1/indexes/*/queries` with the search dialog’s request body (lib/search-dialog/request.ts) from Node on the same machine, at concurrency 1 and 64, after a warm-up. Node’s fetch parses every answer, so at concurrency 64 on this machine the generator, not the server, sets the pace: the server’s own throughput is `npm run bench:scale`’s (autocannon, every prefix of our queries and of real users’ questions; the section below).',
  'Docusaurus: generated into bench/docusaurus/ from the same content/docs, content/blog, content/pages, public/ and data/, with the classic preset, the same base URL, navbar, footer and announcement bar, Algolia DocSearch with dummy credentials, and MDX stand-ins for PropertyTable (rows inlined at build time into the page that uses it), DocCardList (its own) and OperatorDetails. Served by a small static server on 127.0.0.1 with gzip. Chromium resolves no host name but the loopback, so nothing leaves the machine.',
]

function table(headers: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n')
}

/** The floor of the same run, and how far above it our dialog is. */
function floorLine(keys: KeystrokeFigures): string {
  const { floor } = keys
  if (!floor.measured) return `Floor: not measured: ${floor.reason.split('\n')[0]}`
  const above = (ours: number, least: number) =>
    `${ours >= least ? '+' : '−'}${formatValue(Math.abs(ours - least), 'ms')}`
  return (
    `Floor: a ${floor.answerBytes}-byte loopback answer → DOM → painted, p50 ${formatValue(floor.keystrokes.p50Ms, 'ms')}, ` +
    `p95 ${formatValue(floor.keystrokes.p95Ms, 'ms')} (in the DOM: p50 ${formatValue(floor.keystrokesToDom.p50Ms, 'ms')}, ` +
    `p95 ${formatValue(floor.keystrokesToDom.p95Ms, 'ms')}; its fetch p50 ${formatValue(floor.request.p50Ms, 'ms')}; ` +
    `${floor.keystrokes.samples} keystrokes). Ours minus floor: painted p50 ${above(keys.keystrokes.p50Ms, floor.keystrokes.p50Ms)}, ` +
    `p95 ${above(keys.keystrokes.p95Ms, floor.keystrokes.p95Ms)}.`
  )
}

function notMeasuredSections(name: SiteName, site: SiteResults | NotMeasured): string[] {
  if ('measured' in site) return [`- ${SITE_LABEL[name]}: ${site.reason}`]
  return Object.entries(site)
    .filter((entry): entry is [string, NotMeasured] => 'measured' in entry[1] && entry[1].measured === false)
    .map(([section, value]) => `- ${SITE_LABEL[name]}, ${section}: ${value.reason.split('\n')[0]}`)
}

/** The machine's speed as Lighthouse measured it: the median and the range over the bench's runs. */
function benchmarkIndexText(index: BenchResults['machine']['benchmarkIndex'] | undefined): string {
  if (!index) return 'not measured (no Lighthouse run)'
  return index.min === index.max
    ? `${index.median} (${index.runs} runs)`
    : `${index.median} (${index.min}–${index.max} over ${index.runs} runs)`
}

export function renderMarkdown(
  results: BenchResults,
  comparison: ComparisonRow[],
  scale?: ScaleResults,
): string {
  const out: string[] = []
  const { machine } = results
  out.push('# Performance benchmark: ours vs Docusaurus 3.9.2 on the same content', '')
  out.push(
    `Run ${results.startedAt}, ${Math.round(results.durationMs / 1000)} s, on ${machine.cpus} × ${machine.cpuModel}, ` +
      `${Math.round(machine.memoryBytes / 2 ** 30)} GiB, Node ${machine.node}, ${machine.chromium}; ` +
      `Lighthouse benchmarkIndex ${benchmarkIndexText(machine.benchmarkIndex)}; commit ${machine.commit ?? 'not recorded'}; ` +
      `load average ${machine.loadAverage.start} at the start, ${machine.loadAverage.end} at the end` +
      (Math.max(machine.loadAverage.start, machine.loadAverage.end) > machine.cpus
        ? ' (**the machine was busy with other work: timings and Lighthouse performance are pessimistic**). '
        : '. ') +
      `Options: ${JSON.stringify(results.options)}. Written by \`npm run bench\`.`,
    '',
  )

  out.push('## Budget', '')
  out.push(
    table(
      ['Figure', 'Budget', 'Ours', ''],
      results.budget.map((check) => [
        check.figure,
        check.budget,
        check.actual,
        check.ok ? 'met' : '**MISSED**',
      ]),
    ),
    '',
  )

  out.push(
    '## Side by side',
    '',
    'Ratio = ours / Docusaurus (below 1 is smaller or faster for bytes and times).',
    '',
  )
  const sections = [...new Set(comparison.map((row) => row.section))]
  for (const section of sections) {
    const rows = comparison.filter((row) => row.section === section)
    out.push(`### ${section}`, '')
    out.push(
      table(
        ['Figure', 'Ours', 'Docusaurus', 'Ratio'],
        rows.map((row) => [
          row.note ? `${row.figure} (${row.note})` : row.figure,
          formatValue(row.ours, row.unit),
          formatValue(row.docusaurus, row.unit),
          formatRatio(row.ratio),
        ]),
      ),
      '',
    )
  }

  const ours = results.sites.ours
  if (!('measured' in ours)) {
    if (ours.lighthouse.measured) {
      out.push('## Where our Lighthouse points and milliseconds go', '')
      for (const run of ours.lighthouse.runs) {
        const scores =
          run.runs > 1
            ? ` (over ${run.runs} runs: performance ${run.performanceScores.join(', ')}; TBT ${run.tbtMsRuns.map((tbt) => (tbt === null ? '–' : `${Math.round(tbt)} ms`)).join(', ')})`
            : ''
        const notes = [...run.failingAudits, ...run.diagnostics]
        out.push(
          `- ${run.formFactor} ${run.route}${scores}: ${notes.length > 0 ? notes.join('; ') : 'nothing to report'}`,
        )
      }
      out.push('')
    }
    if (ours.build.measured && ours.build.stages.length > 0) {
      out.push('## Our build, stage by stage', '')
      out.push(
        table(
          ['Stage', 'Time', 'Ended at'],
          ours.build.stages.map((stage) => [
            stage.name,
            formatValue(stage.ms, 'ms'),
            stage.endMs === undefined ? '–' : formatValue(stage.endMs, 'ms'),
          ]),
        ),
        '',
      )
      if (ours.build.traceSpans.length > 0) {
        out.push(
          `From \`.next/trace\` (spans overlap): ${ours.build.traceSpans
            .map((span) => `${span.name} ${formatValue(span.ms, 'ms')}`)
            .join(', ')}.`,
          '',
        )
      }
    }
    if (ours.weight.measured) {
      out.push('## Our largest first-load scripts', '')
      for (const route of ours.weight.routes.filter((entry) => entry.routeId === 'longDoc')) {
        out.push(
          table(
            ['Script', 'Compressed', 'Uncompressed'],
            route.scripts
              .slice(0, 12)
              .map((script) => [
                `\`${script.path}\``,
                formatValue(script.encoded, 'bytes'),
                formatValue(script.decoded, 'bytes'),
              ]),
          ),
          '',
        )
      }
    }
    const modules = ours.firstLoadModules
    if (modules?.measured) {
      const share = (bytes: number) => `${((100 * bytes) / modules.totalBytes).toFixed(1)} %`
      out.push(
        `## What ${modules.route} runs before any interaction, by module`,
        '',
        "The modules of its first-load scripts (`.next/first-load-modules.json`, written by `lib/build/first-load-modules-plugin.cjs`), by package or folder. Sizes are each module's source before minification and tree shaking (`package.json`, of which the page uses three fields, counts whole), so read them as shares, not as bytes on the wire.",
        '',
        table(
          ['Package or folder', 'Modules', 'Source', 'Share'],
          modules.groups.map((group) => [
            `\`${group.group}\``,
            String(group.modules),
            formatValue(group.bytes, 'bytes'),
            share(group.bytes),
          ]),
        ),
        '',
        'Largest modules:',
        '',
        table(
          ['Module', 'Source', 'Share'],
          modules.largest.map((entry) => [
            `\`${entry.module}\``,
            formatValue(entry.bytes, 'bytes'),
            share(entry.bytes),
          ]),
        ),
        '',
      )
    } else if (modules) {
      out.push(
        '## What a doc page runs before any interaction, by module',
        '',
        `Not measured: ${modules.reason}`,
        '',
      )
    }
    if (ours.searchKeystroke.measured) {
      const keys = ours.searchKeystroke
      out.push('## Search keystrokes', '')
      out.push(
        `${keys.queries} queries, ${keys.keystrokes.samples} keystrokes measured: painted p50 ${keys.keystrokes.p50Ms} ms, ` +
          `p95 ${keys.keystrokes.p95Ms} ms, p99 ${keys.keystrokes.p99Ms} ms, max ${keys.keystrokes.maxMs} ms ` +
          `(in the DOM: p50 ${keys.keystrokesToDom.p50Ms} ms, p95 ${keys.keystrokesToDom.p95Ms} ms). ` +
          `${keys.unchanged} keystrokes left the results as they were (not counted)` +
          (keys.timedOut.length > 0 ? `; no results within 1.5 s after ${keys.timedOut.join(', ')}.` : '.'),
        '',
        floorLine(keys),
        '',
      )
      const { keydownToRequest, request, responseToPaint } = keys.phases
      const phases: Array<[string, LatencySummary]> = [
        ['Keydown to the search request leaving', keydownToRequest],
        ['The request (server and network)', request],
        ['Answer to results painted', responseToPaint],
      ]
      out.push(
        table(
          ['Phase (keystrokes that sent a request)', 'p50', 'p95'],
          phases.map(([label, summary]) => [
            label,
            formatValue(summary.p50Ms, 'ms'),
            formatValue(summary.p95Ms, 'ms'),
          ]),
        ),
        '',
        `Slowest: ${keys.slowest.map((sample) => `${JSON.stringify(sample.query)} ${sample.ms} ms`).join(', ')}.`,
        '',
      )
    }
  }

  if (scale) out.push(renderScaleMarkdown(scale, '##'))
  out.push('## Not compared', '', ...results.notCompared.map((item) => `- ${item}`), '')
  const missing = [
    ...notMeasuredSections('ours', results.sites.ours),
    ...notMeasuredSections('docusaurus', results.sites.docusaurus),
  ]
  if (missing.length > 0) out.push('## Not measured', '', ...missing, '')
  out.push('## Method', '', ...METHOD.map((item) => `- ${item}`), '')
  return out.join('\n')
}
