/**
 * The index of a new release from the index of the last one and the records that changed, not
 * built again from every record.
 *
 * A release that changes a few pages shares every other record object with the last one
 * (lib/releases/piece-cache.ts). Records are matched by identity: those before the first difference
 * and after the last one in place, those between by lookup, keeping the longest run that is still
 * in the old order (a moved page counts as removed and added). The kept records then form a few
 * runs that moved as a whole (before an edited page: not at all; after it: by the change in its
 * record count). Each word's postings are copied from the last index run by run, as blocks whose
 * record ids all move by the same amount; the postings of removed records fall between the runs,
 * and the added records' postings (tokenised on their own) are merged in by record id
 * (record-change.ts, postings-merge.ts).
 * The custom ranking is merged the same way, and the facets and distinct groups are carried over
 * by id (carried-columns.ts); the dictionary's trie and the word-form classes are made again.
 *
 * The result is the index `createSearchIndex` makes of the same records, array for array (the
 * tests compare them), so nothing a search sees depends on which way it was made. It is built
 * instead when there is no last index, or when more than a quarter of the records are new.
 *
 * Either way its postings may be written into the memory of a `spare` index that nothing reads any
 * more (postings-memory.ts says why: most of an update's time on a large site was new memory).
 */
import { mergeRank, updateFacets, updateGroups } from './carried-columns'
import { tokenizeRecords } from './forward-index'
import type { IndexLanguage } from '../language/index-language'
import { keptSizes, mergePostings, mergeTerms } from './postings-merge'
import { buildPostings } from './postings-build'
import { matchRecords } from './record-change'
import { assembleSearchIndex, checkIndexSize, createSearchIndex, type SearchIndex } from './search-index'
import { TermDictionary } from '../language/term-dictionary'
import type { SearchRecord } from '../../record'

/** Above this share of new records a build costs about what an update does: build instead. */
const UPDATE_LIMIT = 0.25

/**
 * The index of `records`, updated from `previous` when the change allows; `made` says which way.
 * `spare`: an index no search reads any more, whose memory the new index may take (it is ignored
 * when it shares memory with `previous`).
 */
export function updateSearchIndex(
  previous: SearchIndex | null,
  records: readonly SearchRecord[],
  language: IndexLanguage,
  spare: SearchIndex | null = null,
): { index: SearchIndex; made: 'updated' | 'built' } {
  const memory = spare && spare.postingRecords.buffer !== previous?.postingRecords.buffer ? spare : null
  if (!previous) return { index: createSearchIndex(records, language, memory), made: 'built' }
  checkIndexSize(records.length)
  const change = matchRecords(records, previous.records)
  if (change.added.length > records.length * UPDATE_LIMIT)
    return { index: createSearchIndex(records, language, memory), made: 'built' }

  const fresh = tokenizeRecords(change.added)
  const freshPostings = buildPostings(fresh.forward, fresh.dictionary.size, change.added.length)
  const kept = keptSizes(previous, change)
  const { terms, oldOfNew, freshOfNew } = mergeTerms(
    previous.dictionary.terms,
    kept.counts,
    fresh.dictionary.terms,
  )
  const postings = mergePostings(previous, freshPostings, kept, oldOfNew, freshOfNew, change, memory)
  const rank = mergeRank(previous, change, records)
  const index = assembleSearchIndex(records, new TermDictionary(terms), postings, rank, language, {
    facets: updateFacets(previous, records, change),
    ...updateGroups(previous, records, change),
  })
  return { index, made: 'updated' }
}
