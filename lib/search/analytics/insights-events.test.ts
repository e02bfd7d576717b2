import { SearchRequestError } from '../engine/types'
import { MAX_EVENT_AGE_MS, parseInsightsEvents } from './insights-events'

const NOW = Date.parse('2026-11-27T12:00:00Z')
const QUERY_ID = '0123456789abcdef0123456789abcdef'
const click = {
  eventType: 'click',
  eventName: 'Hit Clicked',
  index: 'docs',
  userToken: 'anonymous-1f2e3d4c',
  queryID: QUERY_ID,
  objectIDs: ['a', 'b'],
  positions: [1, 4],
}

/** The 422 message a body gets (as it arrives: JSON), or null when it is accepted. */
function refusal(body: unknown): string | null {
  try {
    parseInsightsEvents(JSON.parse(JSON.stringify(body)), NOW)
    return null
  } catch (error) {
    expect(error).toBeInstanceOf(SearchRequestError)
    expect((error as SearchRequestError).status).toBe(422)
    return (error as Error).message
  }
}

describe('parseInsightsEvents', () => {
  it('keeps what the counts need and drops who sent it', () => {
    const [event] = parseInsightsEvents(
      { events: [{ ...click, authenticatedUserToken: 'user-42', timestamp: NOW - 1000 }] },
      NOW,
    )
    expect(event).toEqual({
      type: 'click',
      subtype: null,
      index: 'docs',
      queryID: QUERY_ID,
      positions: [1, 4],
      timestamp: NOW - 1000,
    })
    expect(JSON.stringify(event)).not.toMatch(/anonymous|user-42/)
  })

  it('accepts views, conversions with a subtype, and filter-based events', () => {
    const events = parseInsightsEvents(
      {
        events: [
          { eventType: 'view', eventName: 'Hits Viewed', index: 'docs', userToken: 't', objectIDs: ['a'] },
          {
            eventType: 'conversion',
            eventSubtype: 'purchase',
            eventName: 'Bought',
            index: 'docs',
            userToken: 't',
            queryID: QUERY_ID,
            objectIDs: ['a'],
          },
          { eventType: 'click', eventName: 'Filter', index: 'docs', userToken: 't', filters: ['type:lvl1'] },
        ],
      },
      NOW,
    )
    expect(events.map((event) => [event.type, event.subtype, event.timestamp])).toEqual([
      ['view', null, NOW],
      ['conversion', 'purchase', NOW],
      ['click', null, NOW],
    ])
  })

  it.each([
    ['a body without events', {}, /"events"/],
    ['no events', { events: [] }, /1 to 1000 events/],
    ['more than 1,000 events', { events: new Array(1001).fill(click) }, /1 to 1000 events/],
    ['an unknown event type', { events: [{ ...click, eventType: 'hover' }] }, /eventType/],
    ['a long event name', { events: [{ ...click, eventName: 'x'.repeat(65) }] }, /eventName/],
    ['a missing user token', { events: [{ ...click, userToken: undefined }] }, /userToken/],
    ['a user token with spaces', { events: [{ ...click, userToken: 'a b' }] }, /userToken/],
    ['a malformed queryID', { events: [{ ...click, queryID: 'abc' }] }, /queryID/],
    [
      'a click after a search without positions',
      { events: [{ ...click, positions: undefined }] },
      /positions/,
    ],
    ['positions not matching the objects', { events: [{ ...click, positions: [1] }] }, /positions/],
    ['a position of 0', { events: [{ ...click, positions: [0, 1] }] }, /positions/],
    [
      'more than 20 objects',
      { events: [{ ...click, objectIDs: new Array(21).fill('a'), positions: new Array(21).fill(1) }] },
      /objectIDs/,
    ],
    ['both objects and filters', { events: [{ ...click, filters: ['a:b'] }] }, /either/],
    [
      'a view with a queryID',
      { events: [{ ...click, eventType: 'view', positions: undefined }] },
      /view events have no "queryID"/,
    ],
    ['a subtype on a click', { events: [{ ...click, eventSubtype: 'purchase' }] }, /eventSubtype/],
    [
      'an event older than 4 days',
      { events: [{ ...click, timestamp: NOW - MAX_EVENT_AGE_MS - 1 }] },
      /4 days/,
    ],
    ['a timestamp in seconds as text', { events: [{ ...click, timestamp: '1700000000' }] }, /timestamp/],
  ])('refuses %s with 422 and the rule', (_, body, message) => {
    expect(refusal(body)).toMatch(message)
  })

  it('names the event that broke a rule', () => {
    expect(refusal({ events: [click, { ...click, index: '' }] })).toMatch(/^events\[1\]: "index"/)
  })
})
