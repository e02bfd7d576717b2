/**
 * Recorded answers of the service (the JSON files in recorded-answers/), as input for the pure
 * functions of lib/search-dialog, and a client double answering from them for the tests that do
 * not look at answers (the button and its launcher, the dialog client's wrapping). It records
 * every request and accepts both call forms (`search([{ indexName, params }])` as InstantSearch
 * sends, and `search({ requests })`). The dialog's own tests search through the real client and
 * handler instead (components/search/__fixtures__/searchBackend.ts).
 */
import type { LiteClient } from 'algoliasearch/lite'
import answerEndpointId from './recorded-answers/answer-endpoint-id.json'
import answerInstallation from './recorded-answers/answer-installation.json'
import answerNoResults from './recorded-answers/answer-no-results.json'
import answerServer from './recorded-answers/answer-server.json'

type Answer = { results: Array<Record<string, unknown> & { query: string; hits: unknown[] }> }

export const recordedAnswers = {
  server: answerServer as Answer,
  installation: answerInstallation as Answer,
  endpointId: answerEndpointId as Answer,
  noResults: answerNoResults as Answer,
}

/** The first result of a recorded answer with another query (the service echoes the query). */
function answerFor(query: string, recorded: Answer = answerNoResults as Answer) {
  const [first] = recorded.results
  return { ...first, query }
}

export interface SentRequest {
  indexName: string
  [parameter: string]: unknown
}

export interface FixtureClientOptions {
  /** Makes every search fail like a client whose hosts are all unreachable. */
  fail?: () => boolean
}

export class UnreachableHostsError extends Error {
  constructor() {
    super(
      'Unreachable hosts - your application id may be incorrect. If the error persists, please contact support.',
    )
    this.name = 'RetryError'
  }
}

const byQuery: Record<string, Answer> = {
  server: answerServer as Answer,
  installation: answerInstallation as Answer,
  'endpoint id access': answerEndpointId as Answer,
}

export function createFixtureClient(options: FixtureClientOptions = {}) {
  const requests: SentRequest[] = []
  const calls: Array<'array' | 'object'> = []
  const search = async (argument: unknown) => {
    const isArray = Array.isArray(argument)
    calls.push(isArray ? 'array' : 'object')
    const list = (isArray ? argument : (argument as { requests: unknown[] }).requests) as Array<
      Record<string, unknown>
    >
    const flat = list.map((request) => {
      const { params, ...rest } = request as { params?: Record<string, unknown> }
      return { ...rest, ...(params ?? {}) } as SentRequest
    })
    requests.push(...flat)
    if (options.fail?.()) throw new UnreachableHostsError()
    const results = flat.map((request) => {
      const query = String(request.query ?? '')
      const recorded = byQuery[query]
      return { ...(recorded ? recorded.results[0] : answerFor(query)), index: request.indexName }
    })
    return { results }
  }
  const client = { appId: 'SBADOCS', search } as unknown as LiteClient
  return { client, requests, calls }
}
