/**
 * The body of the hosted service's Insights API (`POST /1/events`), checked by its published rules:
 * 1 to 1,000 events; each a `click`, `conversion` or `view` with an event name, an index, a user
 * token, and object IDs (or filters); a click after a search carries its queryID and the clicked
 * positions. A body that breaks a rule is refused as a whole with 422 and the rule it broke, as
 * the hosted service answers.
 *
 * Only what the aggregate counts need is kept: the type, the index, the queryID, the positions and
 * the subtype. User tokens are checked (a malformed one is refused, as the hosted service does)
 * and then dropped here, so they never reach a store.
 */
import { SearchRequestError } from '../engine/types'
import { isPlainObject, isShallowJson } from '../protocol/json-guard'

export const MAX_EVENTS_PER_CALL = 1000
export const MAX_OBJECT_IDS_PER_EVENT = 20
export const MAX_FILTERS_PER_EVENT = 10
/** Events older than this are refused (the hosted service's limit). */
export const MAX_EVENT_AGE_MS = 4 * 24 * 60 * 60 * 1000
/** Clocks differ: an event up to this far in the future is taken as now. */
const FUTURE_SKEW_MS = 60 * 60 * 1000

const EVENT_TYPES = ['click', 'conversion', 'view'] as const
export type InsightsEventType = (typeof EVENT_TYPES)[number]

/** A user token as the hosted service takes it (also the typing token of privacy.ts). */
export const USER_TOKEN = /^[a-zA-Z0-9_=/+.-]{1,129}$/
const QUERY_ID = /^[0-9a-f]{32}$/
const EVENT_NAME = /^[\x20-\x7e]{1,64}$/

/** An event as the aggregate counts see it: nothing about who sent it. */
export interface InsightsEvent {
  type: InsightsEventType
  /** `addToCart` or `purchase` for a conversion, else null. */
  subtype: 'addToCart' | 'purchase' | null
  index: string
  /** The search it follows, when it follows one. */
  queryID: string | null
  /** 1-based positions of the clicked hits (clicks after a search). */
  positions: number[]
  /** Milliseconds since the epoch: when it happened, as the client says, or when it arrived. */
  timestamp: number
}

function invalid(message: string): SearchRequestError {
  return new SearchRequestError(422, message)
}

function checkStringList(value: unknown, field: string, at: string, max: number): string[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > max)
    throw invalid(`${at}: "${field}" must be a list of 1 to ${max} strings`)
  for (const item of value) {
    if (typeof item !== 'string' || item.length === 0 || item.length > 512)
      throw invalid(`${at}: each of "${field}" must be a non-empty string of at most 512 characters`)
  }
  return value as string[]
}

function parseEvent(value: unknown, position: number, now: number): InsightsEvent {
  const at = `events[${position}]`
  if (!isPlainObject(value)) throw invalid(`${at}: expected an object`)
  const { eventType, eventSubtype, eventName, index, userToken, authenticatedUserToken, timestamp } = value
  if (typeof eventType !== 'string' || !(EVENT_TYPES as readonly string[]).includes(eventType))
    throw invalid(`${at}: "eventType" must be one of ${EVENT_TYPES.join(', ')}`)
  const type = eventType as InsightsEventType
  if (typeof eventName !== 'string' || !EVENT_NAME.test(eventName))
    throw invalid(`${at}: "eventName" must be 1 to 64 printable ASCII characters`)
  if (typeof index !== 'string' || index.length === 0 || index.length > 256)
    throw invalid(`${at}: "index" must be a non-empty string of at most 256 characters`)
  if (typeof userToken !== 'string' || !USER_TOKEN.test(userToken))
    throw invalid(`${at}: "userToken" must be 1 to 129 characters of a-z, A-Z, 0-9, _ = / + - .`)
  if (
    authenticatedUserToken !== undefined &&
    (typeof authenticatedUserToken !== 'string' || !USER_TOKEN.test(authenticatedUserToken))
  )
    throw invalid(`${at}: "authenticatedUserToken" must be 1 to 129 characters of a-z, A-Z, 0-9, _ = / + - .`)
  let subtype: InsightsEvent['subtype'] = null
  if (eventSubtype !== undefined) {
    if (type !== 'conversion' || (eventSubtype !== 'addToCart' && eventSubtype !== 'purchase'))
      throw invalid(`${at}: "eventSubtype" is addToCart or purchase, on conversion events only`)
    subtype = eventSubtype
  }
  let when = now
  if (timestamp !== undefined) {
    if (typeof timestamp !== 'number' || !Number.isInteger(timestamp) || timestamp <= 0)
      throw invalid(`${at}: "timestamp" must be milliseconds since 1970-01-01 (a whole number)`)
    if (timestamp < now - MAX_EVENT_AGE_MS)
      throw invalid(`${at}: "timestamp" is more than 4 days in the past`)
    when = Math.min(timestamp, now + FUTURE_SKEW_MS)
  }
  const hasObjects = value.objectIDs !== undefined
  const hasFilters = value.filters !== undefined
  if (hasObjects === hasFilters) throw invalid(`${at}: send either "objectIDs" or "filters"`)
  const objectIDs = hasObjects
    ? checkStringList(value.objectIDs, 'objectIDs', at, MAX_OBJECT_IDS_PER_EVENT)
    : []
  if (hasFilters) checkStringList(value.filters, 'filters', at, MAX_FILTERS_PER_EVENT)
  let queryID: string | null = null
  if (value.queryID !== undefined) {
    if (typeof value.queryID !== 'string' || !QUERY_ID.test(value.queryID))
      throw invalid(`${at}: "queryID" must be the 32 hexadecimal characters of a search answer's queryID`)
    if (type === 'view') throw invalid(`${at}: view events have no "queryID"`)
    queryID = value.queryID
  }
  let positions: number[] = []
  if (value.positions !== undefined || (type === 'click' && queryID !== null)) {
    const list = value.positions
    if (type !== 'click' || queryID === null)
      throw invalid(`${at}: "positions" belong to click events with a "queryID"`)
    if (!Array.isArray(list) || list.length !== objectIDs.length || objectIDs.length === 0)
      throw invalid(`${at}: a click after a search needs "positions", one for each of "objectIDs"`)
    for (const item of list) {
      if (typeof item !== 'number' || !Number.isInteger(item) || item < 1 || item > 1000)
        throw invalid(`${at}: each of "positions" must be a whole number from 1 to 1000`)
    }
    positions = list as number[]
  }
  return { type, subtype, index, queryID, positions, timestamp: when }
}

/** The events of a `POST /1/events` body (its JSON already parsed), or a 422 naming the first broken rule. */
export function parseInsightsEvents(body: unknown, now: number = Date.now()): InsightsEvent[] {
  if (!isPlainObject(body) || !Array.isArray(body.events))
    throw invalid('The body must be an object with "events", a list of events')
  const { events } = body
  if (events.length === 0 || events.length > MAX_EVENTS_PER_CALL)
    throw invalid(`"events" must hold 1 to ${MAX_EVENTS_PER_CALL} events`)
  if (!isShallowJson(events, 5, 50_000)) throw invalid('"events" is nested too deeply or too large')
  return events.map((event, position) => parseEvent(event, position, now))
}
