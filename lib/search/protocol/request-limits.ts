/**
 * What one search call may cost, in one place. The search key is public (it is in every page), so
 * every request is answered with bounded CPU, memory and answer size, whatever its parameters; a
 * request past a bound gets a 400 that names the bound, before the engine does the work.
 *
 * The hosted service's own limits are the reference where it has them (query length, hits per
 * page, queries per call). The others are ours, chosen so that the worst call allowed costs a few
 * tens of milliseconds between two yields to other requests (`npm run bench:abuse` measures it, and
`e2e/search-abuse.test.ts` holds it to a generous bound):
 *
 * | bound | value | why |
 * | --- | --- | --- |
 * | query length | 512 characters | the hosted service's limit |
 * | words matched | the first 10 | the engine's (tokenize.ts `MAX_QUERY_WORDS`); the rest are ignored |
 * | hitsPerPage | 0–1000 | the hosted service's limit |
 * | queries per call | 50 | the hosted service's multi-query limit |
 * | hits asked per call | 1000 (hitsPerPage summed over the queries) | 50 × the default 20; hits are what the answer is made of |
 * | facet filter values per query | 100 | compiling a filter list costs a pass over the records per OR group |
 * | attributes to retrieve, highlight or snippet | 100 each | every entry is looked up on every hit |
 * | optionalWords entries | 100 | tokenized for every query |
 * | record text of one query's hits | 2 MiB | checked before a hit is built (engine/hit-text.ts): highlighting costs what the text weighs |
 * | answer per call | 8 MiB of JSON | a thousand of the largest hits; the answer is built in memory |
 *
 * A call lets other requests run between its queries, and between slices of 50 hits of a large
 * answer (http-handler.ts, answer-cache.ts), so one call never holds the event loop for more than
 * one query's ranking or one slice of hits.
 */

/** The hosted service refuses longer queries. */
export const MAX_QUERY_LENGTH = 512

/** The hosted service's largest page. */
export const MAX_HITS_PER_PAGE = 1000

/** The hosted service answers up to this many queries in one call. */
export const MAX_REQUESTS_PER_CALL = 50

/** Hits asked for by one call: `hitsPerPage` (or its default) summed over its queries. */
export const MAX_HITS_PER_CALL = 1000

/** Values in one query's `facetFilters`, counted through its OR groups. */
export const MAX_FILTER_VALUES_PER_QUERY = 100

/** Entries of `attributesToRetrieve`, `attributesToHighlight` or `attributesToSnippet` in one query. */
export const MAX_ATTRIBUTES_PER_LIST = 100

/** Entries of `optionalWords` in one query. */
export const MAX_OPTIONAL_WORDS_ENTRIES = 100

/** The JSON of one call's answer, before compression. */
export const MAX_ANSWER_BYTES = 8 * 1024 * 1024

/** A call yields to other requests when it has run this long since it last did. */
export const YIELD_AFTER_MS = 4
