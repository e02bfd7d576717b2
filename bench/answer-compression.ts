/**
 * `npm run bench:compression`: what lib/http/gzip-pieces.ts buys, side by side with the simple
 * version. The search server keeps each answer it may be asked again (lib/search/protocol/
 * answer-cache.ts); its bytes differ per request only in the processing time and the queryID.
 * - pieces (what the site does): the shared part deflated once when it is first answered, then per
 *   request a gzip member assembled around it (gzipPieces);
 * - simple: the shared part kept as JSON text, and per request the whole answer gzipped
 *   (`zlib.gzipSync`, as compress-body.ts does for any other body).
 * Both over the answers the search dialog gets for every prefix of bench/queries.ts, on the current
 * content release (run `npm run build` first). Prints the compression time per answer, what that
 * makes of one core's answers per second, and the bytes sent; checks both decode to the same text.
 */
import os from 'node:os'
import { gunzipSync, gzipSync } from 'node:zlib'
import { currentRelease } from '../e2e/support/release'
import { gzipPieces, piecesText, type BodyPiece } from '../lib/http/gzip-pieces'
import { createIndexLanguage } from '../lib/search/engine/language/index-language'
import { createSearchIndex } from '../lib/search/engine/index/search-index'
import { SearchAnswerCache } from '../lib/search/protocol/answer-cache'
import { buildSearchRequest, defaultSearchContext } from '../lib/search-dialog/request'
import { siteConfig } from '../site.config'
import { SEARCH_QUERIES } from './queries'
import { everyPrefix } from './search/relevance-set'
import { median, percentile } from './support/stats'

const ROUNDS = 7

/** Microseconds per answer of `compress` over every answer, one value per round. */
function timeRounds(answers: readonly BodyPiece[][], compress: (pieces: BodyPiece[]) => Buffer): number[] {
  const perRound: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    const started = process.hrtime.bigint()
    for (const pieces of answers) compress(pieces)
    perRound.push(Number(process.hrtime.bigint() - started) / 1_000 / answers.length)
  }
  return perRound
}

async function main(): Promise<void> {
  const load = os.loadavg()[0]?.toFixed(2)
  const release = await currentRelease()
  const index = createSearchIndex(release.search.records, createIndexLanguage({}, release.search.synonyms))
  const context = defaultSearchContext(siteConfig.search.embedded.indexName, siteConfig.search.snippetWords)
  const cache = new SearchAnswerCache()
  const answers: BodyPiece[][] = []
  for (const query of everyPrefix(SEARCH_QUERIES)) {
    const { indexName: _indexName, ...params } = buildSearchRequest(query, context)
    const extraJson = `,"index":${JSON.stringify(context.indexName)}`
    // Asked twice: the second answer is the remembered one, as most typing answers are. The body
    // is the multi-query endpoint's, as the dialog asks it (lib/search/protocol/http-handler.ts).
    await cache.answerJson(index, params, extraJson)
    answers.push(['{"results":[', ...(await cache.answerJson(index, params, extraJson)), ']}'])
  }
  // What the simple version keeps: the same answer as text.
  const texts = answers.map((pieces) => [piecesText(pieces)] as BodyPiece[])
  for (const [i, pieces] of answers.entries()) {
    if (gunzipSync(gzipPieces(pieces)).toString('utf8') !== piecesText(texts[i] ?? []))
      throw new Error(`answer ${i}: the two bodies decode to different text`)
  }
  const simple = timeRounds(texts, (pieces) => gzipSync(pieces[0] as string))
  const piecewise = timeRounds(answers, gzipPieces)
  const bytes = (compress: (pieces: BodyPiece[]) => Buffer, of: BodyPiece[][]) =>
    median(of.map((pieces) => compress(pieces).length))
  const textBytes = median(texts.map((pieces) => Buffer.byteLength(pieces[0] as string)))
  const row = (name: string, perRound: number[], sent: number) => {
    const sorted = [...perRound].sort((a, b) => a - b)
    const mid = median(sorted)
    return `${name.padEnd(8)} ${mid.toFixed(1).padStart(7)} µs (rounds ${sorted[0]?.toFixed(1)}–${percentile(sorted, 100).toFixed(1)})  ${Math.round(
      1e6 / mid,
    )
      .toLocaleString('en')
      .padStart(9)} answers/s on one core  median body ${sent} B`
  }
  console.log(
    `${answers.length} answers (every prefix of ${SEARCH_QUERIES.length} queries), median text ${textBytes} B; ${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}, load ${load}`,
  )
  console.log(
    row(
      'simple',
      simple,
      bytes((pieces) => gzipSync(pieces[0] as string), texts),
    ),
  )
  console.log(row('pieces', piecewise, bytes(gzipPieces, answers)))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
