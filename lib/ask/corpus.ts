/**
 * What the answer engine derives from a search index, once per index: the passages (a heading and
 * the text under it), their sentences as stemmed words, and in which passages each stem occurs.
 * Stems are numbered, so matching a question against every sentence is a walk over typed arrays.
 * Cached per index object, so a rebuilt index (new records) gets a fresh corpus automatically.
 */
import type { SearchIndex } from '@/lib/search/engine/engine'
import type { SearchRecord } from '@/lib/search/record'
import { splitSentences, stemmedTokens } from './text'

export interface CorpusSentence {
  text: string
  /** Ids of the stems of the sentence's words, in order; camel-case parts follow their word. */
  stemIds: Uint32Array
  /** Word ordinal of each stem, for proximity. */
  positions: Uint32Array
  /** Index of the record in `SearchIndex.records`. */
  record: number
  /** Order of the sentence on its page, for reading order. */
  order: number
  /** Order of the sentence in its passage: a passage's first sentence usually says what it is about. */
  indexInPassage: number
  /** A property table row (its record has an anchor of its own): cells, not prose. */
  isTableRow: boolean
}

export interface Passage {
  id: number
  pageUrl: string
  /** The heading's url (with anchor), or the page url for the text before the first heading. */
  url: string
  pageTitle: string
  section: string
  /** The heading trail below the page title. */
  headings: string[]
  /** Page rank given by the build (overviews 1, docs 0, blog posts -1). */
  pageRank: number
  sentences: CorpusSentence[]
  /** Stem ids of the page title. */
  titleStemIds: Uint32Array
  /** Stem ids of the page title and the heading trail. */
  headingStemIds: Uint32Array
  /** A list of links to other pages ("Related Pages", "See Also"): it names topics, it explains none. */
  isNavigation: boolean
}

export interface Corpus {
  passages: Passage[]
  /** Stem of each id. */
  stems: string[]
  stemIds: Map<string, number>
  /** Per stem id: the ids of the passages containing it (in text or headings). */
  passagesByStem: number[][]
  /** Passage of each record (by index in `SearchIndex.records`), -1 for none. */
  passageOfRecord: Int32Array
  recordByObjectId: Map<string, number>
}

const NAVIGATION_HEADING =
  /^(related( pages| topics)?|see also|further reading|next steps?|what's next|learn more)$/i

const corpora = new WeakMap<SearchIndex, Corpus>()

export function corpusOf(index: SearchIndex): Corpus {
  let corpus = corpora.get(index)
  if (!corpus) {
    corpus = buildCorpus(index.records)
    corpora.set(index, corpus)
  }
  return corpus
}

function headingTrail(record: SearchRecord): string[] {
  const { lvl2, lvl3, lvl4, lvl5, lvl6 } = record.hierarchy
  return [lvl2, lvl3, lvl4, lvl5, lvl6].filter((heading): heading is string => heading !== null)
}

/** Records grouped by page in first-seen order, each page in document order. */
function recordsByPage(records: readonly SearchRecord[]): number[][] {
  const pages = new Map<string, number[]>()
  records.forEach((record, index) => {
    const page = pages.get(record.url_without_anchor)
    if (page) page.push(index)
    else pages.set(record.url_without_anchor, [index])
  })
  const byPosition = (a: number, b: number) =>
    (records[a] as SearchRecord).weight.position - (records[b] as SearchRecord).weight.position
  return [...pages.values()].map((page) => page.sort(byPosition))
}

/** Numbers stems and remembers which passages hold each. */
class StemTable {
  readonly stems: string[] = []
  readonly ids = new Map<string, number>()
  readonly passagesByStem: number[][] = []

  idOf(stem: string): number {
    let id = this.ids.get(stem)
    if (id === undefined) {
      id = this.stems.length
      this.ids.set(stem, id)
      this.stems.push(stem)
      this.passagesByStem.push([])
    }
    return id
  }

  /** Ids of a text's stems, each recorded as occurring in `passage`. */
  tokens(text: string, passage: number): { ids: Uint32Array; positions: Uint32Array } {
    const tokens = stemmedTokens(text)
    const ids = new Uint32Array(tokens.length)
    const positions = new Uint32Array(tokens.length)
    tokens.forEach((token, i) => {
      const id = this.idOf(token.stem)
      const holders = this.passagesByStem[id] as number[]
      if (holders[holders.length - 1] !== passage) holders.push(passage)
      ids[i] = id
      positions[i] = token.position
    })
    return { ids, positions }
  }
}

export function buildCorpus(records: readonly SearchRecord[]): Corpus {
  const passages: Passage[] = []
  const passageOfRecord = new Int32Array(records.length).fill(-1)
  const recordByObjectId = new Map<string, number>()
  const table = new StemTable()

  const open = (record: SearchRecord): Passage => {
    const id = passages.length
    const headings = headingTrail(record)
    const passage: Passage = {
      id,
      pageUrl: record.url_without_anchor,
      url: record.type === 'content' && record.anchor === null ? record.url_without_anchor : record.url,
      pageTitle: record.hierarchy.lvl1 ?? '',
      section: record.hierarchy.lvl0 ?? '',
      headings,
      pageRank: record.weight.pageRank,
      sentences: [],
      titleStemIds: table.tokens(record.hierarchy.lvl1 ?? '', id).ids,
      headingStemIds: table.tokens([record.hierarchy.lvl1 ?? '', ...headings].join(' '), id).ids,
      isNavigation: NAVIGATION_HEADING.test(headings[headings.length - 1] ?? ''),
    }
    passages.push(passage)
    return passage
  }

  for (const page of recordsByPage(records)) {
    let current: Passage | null = null
    let order = 0
    for (const index of page) {
      const record = records[index] as SearchRecord
      recordByObjectId.set(record.objectID, index)
      if (record.type !== 'content' || current === null) current = open(record)
      passageOfRecord[index] = current.id
      if (record.type !== 'content' || !record.content) continue
      const isTableRow = record.anchor !== null && record.url !== current.url
      for (const text of splitSentences(record.content)) {
        const { ids, positions } = table.tokens(text, current.id)
        current.sentences.push({
          text,
          stemIds: ids,
          positions,
          record: index,
          order: order++,
          indexInPassage: current.sentences.length,
          isTableRow,
        })
      }
    }
  }
  return {
    passages,
    stems: table.stems,
    stemIds: table.ids,
    passagesByStem: table.passagesByStem,
    passageOfRecord,
    recordByObjectId,
  }
}
