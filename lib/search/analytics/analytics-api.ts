/**
 * The hosted service's Analytics API (`GET /2/...`), answered from the counters of tally.ts: top
 * searches (with click analytics on request), searches without results, searches without clicks,
 * search count, no-result and no-click rates, click-through rate, average click position, click
 * positions, conversion rate and status. Parameters as the hosted service takes them: `index`
 * (required), `startDate` and `endDate` (YYYY-MM-DD, default the last 8 days), `limit` (default
 * 10, at most 1,000), `offset`, and for top searches `clickAnalytics`, `orderBy` and `direction`.
 * What this backend does not record (users, countries, filters, hits, revenue, tags) is a 404
 * that says so, never an answer of zeros that looks like data.
 */
import { SearchRequestError, badRequest } from '../engine/types'
import type { AnalyticsStore } from './store'
import { POSITION_RANGES, addToTally, emptyTally, type DayTallies, type QueryTally } from './tally'
import { dayOf, daysBetween } from './tally'

const DATE = /^\d{4}-\d{2}-\d{2}$/
const DEFAULT_DAYS = 8
const MAX_LIMIT = 1000

export interface AnalyticsQuery {
  index: string
  startDate: string
  endDate: string
  limit: number
  offset: number
}

const NOT_RECORDED: Record<string, string> = {
  'users/count': 'users are not recorded by this search backend (no user token is kept)',
  countries: 'countries are not recorded by this search backend (no address is kept)',
  hits: 'top hits are not recorded by this search backend',
  filters: 'filters are not recorded by this search backend',
  'filters/noResults': 'filters are not recorded by this search backend',
  'conversions/revenue': 'revenue is not recorded by this search backend',
  'conversions/addToCartRate': 'add-to-cart events are not recorded by this search backend',
  'conversions/purchaseRate': 'purchase events are not recorded by this search backend',
}

function checkDate(value: string | null, name: string): string | null {
  if (value === null) return null
  if (
    !DATE.test(value) ||
    Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ||
    dayOf(Date.parse(`${value}T00:00:00Z`)) !== value
  )
    throw badRequest(`Invalid value for "${name}": expected a date written YYYY-MM-DD`)
  return value
}

function wholeNumber(value: string | null, name: string, fallback: number, min: number, max: number): number {
  if (value === null) return fallback
  if (!/^\d{1,7}$/.test(value) || Number(value) < min || Number(value) > max)
    throw badRequest(`Invalid value for "${name}": expected a whole number from ${min} to ${max}`)
  return Number(value)
}

function booleanParam(value: string | null, name: string): boolean {
  if (value === null) return false
  if (value !== 'true' && value !== 'false')
    throw badRequest(`Invalid value for "${name}": expected true or false`)
  return value === 'true'
}

/** The common parameters, checked. `retentionDays` bounds how far back a range may start. */
export function parseAnalyticsQuery(
  params: URLSearchParams,
  now: number,
  retentionDays: number,
): AnalyticsQuery {
  const index = params.get('index')
  if (index === null || index.length === 0 || index.length > 256)
    throw badRequest('Missing parameter "index": the name of the index to report on')
  if (params.has('tags'))
    throw badRequest('"tags" are not supported: this search backend does not record analytics tags')
  const today = dayOf(now)
  const endDate = checkDate(params.get('endDate'), 'endDate') ?? today
  const startDate =
    checkDate(params.get('startDate'), 'startDate') ??
    dayOf(Date.parse(`${endDate}T00:00:00Z`) - (DEFAULT_DAYS - 1) * 86_400_000)
  if (startDate > endDate) throw badRequest('"startDate" is after "endDate"')
  // Nothing is kept before the retention or after today: the range is cut to what can hold data.
  const oldest = dayOf(now - (retentionDays - 1) * 86_400_000)
  return {
    index,
    startDate: startDate < oldest ? oldest : startDate,
    endDate: endDate > today ? today : endDate,
    limit: wholeNumber(params.get('limit'), 'limit', 10, 1, MAX_LIMIT),
    offset: wholeNumber(params.get('offset'), 'offset', 0, 0, 1_000_000),
  }
}

/** Each query's counters summed over the days. */
function byQuery(days: readonly DayTallies[]): Map<string, QueryTally> {
  const merged = new Map<string, QueryTally>()
  for (const day of days) {
    for (const [query, tally] of day.queries) {
      let sum = merged.get(query)
      if (!sum) merged.set(query, (sum = emptyTally()))
      const { nbHits, ...counters } = tally
      // Days come in order: the latest day's hit count wins.
      addToTally(sum, counters, nbHits)
    }
  }
  return merged
}

/** The counters of `tallies` added up (hit counts are per query, not summed). */
function sumOf(tallies: Iterable<QueryTally>): QueryTally {
  const sum = emptyTally()
  for (const tally of tallies) {
    const { nbHits: _hits, ...counters } = tally
    addToTally(sum, counters)
  }
  return sum
}

const rate = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 1000
const average = (sum: number, count: number): number | null =>
  count === 0 ? null : Math.round((sum / count) * 10) / 10

function clickPositions(tally: QueryTally) {
  return POSITION_RANGES.map((range, i) => ({
    position: [...range],
    clickCount: tally[`position${i}` as keyof QueryTally],
  }))
}

/** Every day of the range with its total, zeros where nothing was recorded. */
function dailyTotals(query: AnalyticsQuery, days: readonly DayTallies[]) {
  const recorded = new Map(days.map(({ date, queries }) => [date, sumOf(queries.values())]))
  return daysBetween(query.startDate, query.endDate).map((date) => ({
    date,
    tally: recorded.get(date) ?? emptyTally(),
  }))
}

/** An answer made of `row` of the whole range, and of each day under `dates`. */
function rangeAndDays<R extends object>(
  query: AnalyticsQuery,
  days: readonly DayTallies[],
  row: (tally: QueryTally) => R,
): R & { dates: Array<{ date: string } & R> } {
  const daily = dailyTotals(query, days)
  return {
    ...row(sumOf(daily.map(({ tally }) => tally))),
    dates: daily.map(({ date, tally }) => ({ date, ...row(tally) })),
  }
}

function page<T>(items: T[], query: AnalyticsQuery): T[] {
  return items.slice(query.offset, query.offset + query.limit)
}

const ORDERS = ['searchCount', 'clickThroughRate', 'averageClickPosition', 'conversionRate'] as const

/** The answer to `GET /2/<endpoint>` (`endpoint` without the version, e.g. `searches/noResults`). */
export async function answerAnalytics(
  endpoint: string,
  params: URLSearchParams,
  store: AnalyticsStore,
  options: { now: number; retentionDays: number },
): Promise<unknown> {
  const notRecorded =
    NOT_RECORDED[endpoint] ?? (endpoint.startsWith('filters/') ? NOT_RECORDED.filters : undefined)
  if (notRecorded) throw new SearchRequestError(404, notRecorded)
  const known = [
    'status',
    'searches',
    'searches/count',
    'searches/noResults',
    'searches/noClicks',
    'searches/noResultRate',
    'searches/noClickRate',
    'clicks/clickThroughRate',
    'clicks/averageClickPosition',
    'clicks/positions',
    'conversions/conversionRate',
  ]
  if (!known.includes(endpoint))
    throw new SearchRequestError(404, `Unknown analytics endpoint: /2/${endpoint.slice(0, 100)}`)
  const query = parseAnalyticsQuery(params, options.now, options.retentionDays)
  if (endpoint === 'status') return { updatedAt: await store.updatedAt(query.index) }
  const days = await store.read(query.index, daysBetween(query.startDate, query.endDate))
  switch (endpoint) {
    case 'searches': {
      const clickAnalytics = booleanParam(params.get('clickAnalytics'), 'clickAnalytics')
      const orderParam = params.get('orderBy') ?? 'searchCount'
      if (!(ORDERS as readonly string[]).includes(orderParam))
        throw badRequest(`Invalid value for "orderBy": expected one of ${ORDERS.join(', ')}`)
      const orderBy = orderParam as (typeof ORDERS)[number]
      const direction = params.get('direction') ?? 'desc'
      if (direction !== 'asc' && direction !== 'desc')
        throw badRequest('Invalid value for "direction": expected asc or desc')
      const rows = [...byQuery(days)].map(([search, tally]) => ({
        search,
        tally,
        clickThroughRate: rate(tally.clickedSearches, tally.tracked),
        averageClickPosition: average(tally.positionSum, tally.clicks),
        conversionRate: rate(tally.convertedSearches, tally.tracked),
      }))
      const key = (row: (typeof rows)[number]) =>
        orderBy === 'searchCount' ? row.tally.count : (row[orderBy] ?? -1)
      rows.sort(
        (a, b) =>
          (direction === 'desc' ? key(b) - key(a) : key(a) - key(b)) ||
          b.tally.count - a.tally.count ||
          a.search.localeCompare(b.search),
      )
      return {
        searches: page(rows, query).map(
          ({ search, tally, clickThroughRate, averageClickPosition, conversionRate }) =>
            clickAnalytics
              ? {
                  search,
                  count: tally.count,
                  clickThroughRate,
                  averageClickPosition,
                  clickPositions: clickPositions(tally),
                  conversionRate,
                  trackedSearchCount: tally.tracked,
                  clickCount: tally.clicks,
                  conversionCount: tally.conversions,
                  nbHits: tally.nbHits,
                }
              : { search, count: tally.count, nbHits: tally.nbHits },
        ),
      }
    }
    case 'searches/count':
      return rangeAndDays(query, days, (tally) => ({ count: tally.count }))
    case 'searches/noResults': {
      const rows = [...byQuery(days)]
        .filter(([, tally]) => tally.noResults > 0)
        .sort(([a, x], [b, y]) => y.noResults - x.noResults || a.localeCompare(b))
      return {
        searches: page(rows, query).map(([search, tally]) => ({
          search,
          count: tally.noResults,
          withFilterCount: 0,
        })),
      }
    }
    case 'searches/noClicks': {
      const rows = [...byQuery(days)]
        .filter(([, tally]) => tally.trackedWithResults > 0 && tally.clicks === 0)
        .sort(([a, x], [b, y]) => y.trackedWithResults - x.trackedWithResults || a.localeCompare(b))
      return {
        searches: page(rows, query).map(([search, tally]) => ({
          search,
          count: tally.trackedWithResults,
          nbHits: tally.nbHits,
        })),
      }
    }
    case 'searches/noResultRate':
      return rangeAndDays(query, days, (tally) => ({
        rate: rate(tally.noResults, tally.count) ?? 0,
        count: tally.count,
        noResultCount: tally.noResults,
      }))
    case 'searches/noClickRate':
      return rangeAndDays(query, days, (tally) => {
        const noClickCount = Math.max(0, tally.trackedWithResults - tally.clickedSearches)
        return {
          rate: rate(noClickCount, tally.trackedWithResults) ?? 0,
          count: tally.trackedWithResults,
          noClickCount,
        }
      })
    case 'clicks/clickThroughRate':
      return rangeAndDays(query, days, (tally) => ({
        rate: rate(tally.clickedSearches, tally.tracked),
        clickCount: tally.clicks,
        trackedSearchCount: tally.tracked,
      }))
    case 'clicks/averageClickPosition':
      return rangeAndDays(query, days, (tally) => ({
        average: average(tally.positionSum, tally.clicks),
        clickCount: tally.clicks,
      }))
    case 'clicks/positions':
      return { positions: clickPositions(sumOf(days.flatMap(({ queries }) => [...queries.values()]))) }
    default:
      // conversions/conversionRate
      return rangeAndDays(query, days, (tally) => ({
        rate: rate(tally.convertedSearches, tally.tracked),
        trackedSearchCount: tally.tracked,
        conversionCount: tally.conversions,
      }))
  }
}
