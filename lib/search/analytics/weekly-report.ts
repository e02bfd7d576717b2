/**
 * `npm run search:report`: the week's search gaps for writers, from the Analytics API (the
 * embedded backend's or the hosted service's, through the official client): what readers searched
 * and found nothing for (a page or a synonym is missing), what they found and did not open (the
 * results did not look like answers), and the most frequent searches with how often they were
 * clicked.
 */
import type {
  AnalyticsClient,
  GetClickThroughRateResponse,
  GetNoResultsRateResponse,
  GetSearchesNoClicksResponse,
  GetSearchesNoResultsResponse,
  TopSearchesResponseWithAnalytics,
} from 'algoliasearch'

export const REPORT_DAYS = 7
const ROWS = 20

export interface WeeklyAnswers {
  startDate: string
  endDate: string
  noResultRate: GetNoResultsRateResponse
  clickThroughRate: GetClickThroughRateResponse
  noResults: GetSearchesNoResultsResponse
  noClicks: GetSearchesNoClicksResponse
  top: TopSearchesResponseWithAnalytics
}

/** The report's range: the 7 days up to and including `today` (YYYY-MM-DD, UTC). */
export function reportRange(now: number): { startDate: string; endDate: string } {
  const day = (time: number) => new Date(time).toISOString().slice(0, 10)
  return { startDate: day(now - (REPORT_DAYS - 1) * 86_400_000), endDate: day(now) }
}

export async function fetchWeeklyAnswers(
  client: AnalyticsClient,
  index: string,
  now: number = Date.now(),
): Promise<WeeklyAnswers> {
  const range = reportRange(now)
  const common = { index, ...range }
  const [noResultRate, clickThroughRate, noResults, noClicks, top] = await Promise.all([
    client.getNoResultsRate(common),
    client.getClickThroughRate(common),
    client.getSearchesNoResults({ ...common, limit: ROWS }),
    client.getSearchesNoClicks({ ...common, limit: ROWS }),
    client.getTopSearches({ ...common, limit: 10, clickAnalytics: true }),
  ])
  return {
    ...range,
    noResultRate,
    clickThroughRate,
    noResults,
    noClicks,
    top: top as TopSearchesResponseWithAnalytics,
  }
}

const percent = (rate: number | null) => (rate === null ? 'n/a' : `${Math.round(rate * 100)} %`)

function table(header: string[], rows: string[][]): string[] {
  if (rows.length === 0) return ['  (none)']
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  )
  const line = (cells: string[]) =>
    `  ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('   ')}`.trimEnd()
  return [line(header), ...rows.map(line)]
}

/** The report as plain text. */
export function formatWeeklyReport(answers: WeeklyAnswers, index: string): string {
  const { noResultRate, clickThroughRate, noResults, noClicks, top } = answers
  return [
    `Search report for index "${index}", ${answers.startDate} to ${answers.endDate} (UTC)`,
    '',
    `Searches: ${noResultRate.count}, without results: ${noResultRate.noResultCount} (${percent(noResultRate.count === 0 ? null : noResultRate.rate)}), click-through rate: ${percent(clickThroughRate.rate)} of ${clickThroughRate.trackedSearchCount} tracked searches`,
    '',
    'Searches without results — add the missing page or section, or a synonym (content/search/synonyms.json):',
    ...table(
      ['query', 'searches'],
      noResults.searches.map((row) => [row.search, String(row.count)]),
    ),
    '',
    'Searches with results but no click — the results did not look like answers:',
    ...table(
      ['query', 'searches', 'hits'],
      noClicks.searches.map((row) => [row.search, String(row.count), String(row.nbHits)]),
    ),
    '',
    'Most frequent searches:',
    ...table(
      ['query', 'searches', 'clicked', 'avg. position', 'hits'],
      top.searches.map((row) => [
        row.search,
        String(row.count),
        percent(row.clickThroughRate),
        row.averageClickPosition === null ? 'n/a' : String(row.averageClickPosition),
        String(row.nbHits),
      ]),
    ),
    '',
  ].join('\n')
}
