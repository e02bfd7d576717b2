/**
 * `npm run bench:index-memory`: what lib/search/engine/index/postings-memory.ts buys, side by side
 * with the simple version. A server updates its search index at every release switch
 * (index-update.ts); on a large site most of that time was writing the postings into new memory.
 * - spare (what the site does): the update writes into the memory of the index before the last one;
 * - new: the update writes into new arrays, as before.
 * Over the current content release (run `npm run build` first), its records copied until the index
 * holds `--records` of them (default 312,000: a 5,000-page site of our pages), then one page's
 * records edited per release, as a writer's save does. The two ways run interleaved, each with its
 * own chain of indices, on the same records; each update is checked to answer a search for the
 * edit's word. Prints each way's update times.
 */
import os from 'node:os'
import { execFileSync } from 'node:child_process'
import { currentRelease } from '../e2e/support/release'
import { search } from '../lib/search/engine/engine'
import { updateSearchIndex } from '../lib/search/engine/index/index-update'
import type { SearchIndex } from '../lib/search/engine/index/search-index'
import { createIndexLanguage } from '../lib/search/engine/language/index-language'
import type { SearchRecord } from '../lib/search/record'
import { median } from './support/stats'

const EDITS = 15

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(name)
  const value = at === -1 ? fallback : Number(process.argv[at + 1])
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} takes a positive whole number`)
  return value
}

/** The records copied as a site grown by copies of its pages is (bench/content/grow-site.ts). */
function grow(records: readonly SearchRecord[], target: number): SearchRecord[] {
  const grown: SearchRecord[] = [...records]
  for (let copy = 1; grown.length < target; copy++) {
    for (const record of records) {
      const url = (value: string) => value.replace('/docs/', `/docs/copy-${copy}/`)
      grown.push({
        ...record,
        objectID: `${record.objectID}-copy-${copy}`,
        url: url(record.url),
        url_without_anchor: url(record.url_without_anchor),
      })
    }
  }
  return grown
}

/** The records with the page at `page` (by distinct url) edited: one word added to each record. */
function editPage(records: readonly SearchRecord[], page: number, word: string): SearchRecord[] {
  const urls = [...new Set(records.map((record) => record.url_without_anchor))]
  const edited = urls[page % urls.length]
  return records.map((record) =>
    record.url_without_anchor === edited ? { ...record, content: `${record.content ?? ''} ${word}` } : record,
  )
}

interface Chain {
  name: 'spare' | 'new'
  current: SearchIndex
  retired: SearchIndex | null
  times: number[]
}

function update(chain: Chain, records: readonly SearchRecord[], word: string): void {
  const language = createIndexLanguage()
  const started = performance.now()
  const { index, made } = updateSearchIndex(
    chain.current,
    records,
    language,
    chain.name === 'spare' ? chain.retired : null,
  )
  chain.times.push(performance.now() - started)
  if (made !== 'updated') throw new Error(`${chain.name}: the index was built, not updated`)
  if (search(index, { query: word, typoTolerance: false }).nbHits === 0)
    throw new Error(`${chain.name}: the updated index does not find ${word}`)
  chain.retired = chain.current
  chain.current = index
}

async function main(): Promise<void> {
  const target = option('--records', 312_000)
  const loadBefore = os.loadavg()
  const release = await currentRelease()
  let records = grow(release.search.records, target)
  const start = (name: Chain['name']): Chain => ({
    name,
    current: updateSearchIndex(null, records, createIndexLanguage()).index,
    retired: null,
    times: [],
  })
  const chains = [start('spare'), start('new')]
  for (let edit = 0; edit < EDITS; edit++) {
    const word = `benchword${edit}`
    records = editPage(records, edit * 37, word)
    // Interleaved, the order swapped every edit: both ways meet the same heap and the same load.
    for (const chain of edit % 2 === 0 ? chains : [...chains].reverse()) update(chain, records, word)
  }
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim()
  const cpus = os.cpus()
  console.log(
    `${records.length.toLocaleString('en')} records, ${EDITS} one-page edits; commit ${commit}; ${cpus.length} × ${cpus[0]?.model}, Node ${process.version}; load ${loadBefore.map((value) => value.toFixed(2)).join(' / ')} before, ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' / ')} after`,
  )
  for (const chain of chains) {
    const sorted = [...chain.times].sort((a, b) => a - b)
    // The first two updates of the spare chain have no spare yet (no index before the last one).
    const steady = chain.name === 'spare' ? chain.times.slice(2) : chain.times
    console.log(
      `${chain.name.padEnd(6)} median ${Math.round(median(chain.times))} ms (min ${Math.round(sorted[0] ?? 0)}, max ${Math.round(sorted.at(-1) ?? 0)}); after its first two updates: median ${Math.round(median(steady))} ms; each: ${chain.times.map(Math.round).join(' ')}`,
    )
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
