/**
 * What search analytics keep: for each day (UTC), index and query, counters and nothing else — no
 * address, no user token, no time of day. The hosted service's Analytics API answers
 * (analytics-api.ts) are computed from these counters.
 */

/** Click positions are counted one by one up to 10, then as 11–20 and 21 and beyond (the hosted service's ranges). */
export const POSITION_RANGES: ReadonlyArray<readonly [number, number]> = [
  [1, 1],
  [2, 2],
  [3, 3],
  [4, 4],
  [5, 5],
  [6, 6],
  [7, 7],
  [8, 8],
  [9, 9],
  [10, 10],
  [11, 20],
  [21, -1],
]

export const COUNTERS = [
  /** Searches. */
  'count',
  /** Searches answered without a hit. */
  'noResults',
  /** Searches with a queryID (`clickAnalytics`): the ones clicks can be counted for. */
  'tracked',
  /** Tracked searches that had hits. */
  'trackedWithResults',
  /** Tracked searches with at least one click. */
  'clickedSearches',
  'clicks',
  /** Sum of the clicked positions (1-based), for the average. */
  'positionSum',
  /** Tracked searches with at least one conversion. */
  'convertedSearches',
  'conversions',
  ...POSITION_RANGES.map((_, range) => `position${range}` as const),
] as const

export type Counter = (typeof COUNTERS)[number]

export type QueryTally = Record<Counter, number> & {
  /** Hits of the latest search of this query. */
  nbHits: number
}

export type TallyDelta = Partial<Record<Counter, number>>

export function emptyTally(): QueryTally {
  const tally = { nbHits: 0 } as QueryTally
  for (const counter of COUNTERS) tally[counter] = 0
  return tally
}

/** `delta` added to `tally` (in place); `nbHits` replaced when given. */
export function addToTally(tally: QueryTally, delta: TallyDelta, nbHits?: number): QueryTally {
  for (const [counter, value] of Object.entries(delta) as Array<[Counter, number]>) tally[counter] += value
  if (nbHits !== undefined) tally.nbHits = nbHits
  return tally
}

/** The counter of a clicked position's range. */
export function positionCounter(position: number): Counter {
  const range = POSITION_RANGES.findIndex(([from, to]) => position >= from && (to === -1 || position <= to))
  return `position${range === -1 ? POSITION_RANGES.length - 1 : range}` as Counter
}

/** The deltas of one search as it is counted. */
export function searchDelta(nbHits: number, tracked: boolean): TallyDelta {
  return {
    count: 1,
    noResults: nbHits === 0 ? 1 : 0,
    tracked: tracked ? 1 : 0,
    trackedWithResults: tracked && nbHits > 0 ? 1 : 0,
  }
}

/** The deltas of a click event: its positions, and whether it is the first click of its search. */
export function clickDelta(positions: readonly number[], firstOfSearch: boolean): TallyDelta {
  const delta: TallyDelta = {
    clicks: positions.length,
    positionSum: positions.reduce((sum, position) => sum + position, 0),
    clickedSearches: firstOfSearch ? 1 : 0,
  }
  for (const position of positions) {
    const counter = positionCounter(position)
    delta[counter] = (delta[counter] ?? 0) + 1
  }
  return delta
}

export function conversionDelta(firstOfSearch: boolean): TallyDelta {
  return { conversions: 1, convertedSearches: firstOfSearch ? 1 : 0 }
}

/**
 * The text a query is counted under: trimmed, runs of white space as one space, lower case, at
 * most 256 characters — "Mail ", "mail" and "MAIL" are one search.
 */
export function normaliseQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, 256)
}

/** One day's counters of one index. */
export interface DayTallies {
  /** YYYY-MM-DD (UTC). */
  date: string
  queries: ReadonlyMap<string, QueryTally>
}

/** `YYYY-MM-DD` of a time, in UTC. */
export function dayOf(time: number): string {
  return new Date(time).toISOString().slice(0, 10)
}

/** Every day from `start` to `end` (inclusive), `YYYY-MM-DD`. */
export function daysBetween(start: string, end: string): string[] {
  const days: string[] = []
  for (let time = Date.parse(`${start}T00:00:00Z`); dayOf(time) <= end; time += 86_400_000)
    days.push(dayOf(time))
  return days
}
