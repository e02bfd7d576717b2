import { siteConfig } from '../../site.config'
import { eventually } from './eventually'

export interface PlainHit {
  objectID: string
  url: string
}

/** The hits of a query on a running site's embedded search endpoint (the hosted service's protocol). */
export async function searchHits(base: string, query: string): Promise<PlainHit[]> {
  const { appId, searchKey, indexName, apiPath } = siteConfig.search.embedded
  const response = await fetch(`${base}${apiPath}/1/indexes/*/queries`, {
    method: 'POST',
    headers: { 'x-algolia-application-id': appId, 'x-algolia-api-key': searchKey },
    body: JSON.stringify({ requests: [{ indexName, query, hitsPerPage: 20 }] }),
  })
  if (!response.ok) throw new Error(`search for "${query}" answered ${response.status}`)
  const { results } = (await response.json()) as { results: Array<{ hits: PlainHit[] }> }
  return (results[0]?.hits ?? []).map(({ objectID, url }) => ({ objectID, url }))
}

/**
 * Waits until a page shows a word and search finds it (a published edit reached the server);
 * returns what was seen last, for the test's assertions.
 */
export async function editShown(
  base: string,
  route: string,
  word: string,
  timeoutMs?: number,
): Promise<{ html: string; hits: PlainHit[] }> {
  const html = await eventually(
    () => fetch(`${base}${route}`).then((response) => response.text()),
    (body) => body.includes(word),
    timeoutMs,
  )
  const hits = await eventually(
    () => searchHits(base, word),
    (found) => found.length > 0,
    timeoutMs,
  )
  return { html, hits }
}
