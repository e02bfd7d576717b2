/**
 * The first step of building an index: every record's words in order (the forward index), each
 * with its dictionary id, position and attribute. Postings are built from it and it is dropped.
 */
import { SEARCHABLE_ATTRIBUTES } from './index-settings'
import { TermDictionary } from '../language/term-dictionary'
import { forEachToken } from '../language/tokenize'
import { HIERARCHY_LEVELS, type SearchRecord } from '../../record'

/**
 * A position is `attribute * POSITION_STRIDE + word position` (16 bits), so words in different
 * attributes are always far apart for proximity. Later words of a long text share the last slot.
 */
export const POSITION_STRIDE = 1024

/** Attribute index of `content`: the ones before it are hierarchy levels. */
export const CONTENT_ATTRIBUTE = SEARCHABLE_ATTRIBUTES.indexOf('content')
/** Attribute index of `code_identifiers`: it ranks with content (see index-settings.ts). */
const CODE_ATTRIBUTE = SEARCHABLE_ATTRIBUTES.indexOf('code_identifiers')
/**
 * Positions between two identifiers of one record: more than the proximity criterion measures,
 * so names listed side by side never count as words side by side.
 */
const IDENTIFIER_GAP = 8

/**
 * The attribute criterion's value of an attribute: its index, except that code identifiers rank
 * as content. Their positions keep their own attribute, so they are never near the content's words.
 */
export function attributeRank(attribute: number): number {
  return attribute > CONTENT_ATTRIBUTE ? CONTENT_ATTRIBUTE : attribute
}

/** The attribute criterion's value of a word at `position`. */
export function attributeRankOfPosition(position: number): number {
  return attributeRank(Math.floor(position / POSITION_STRIDE))
}

function searchableValues(record: SearchRecord): Array<string | null> {
  return [...HIERARCHY_LEVELS.map((level) => record.hierarchy[level]), record.content]
}

/** A growable typed buffer, so building never holds millions of boxed numbers. */
class GrowableBuffer<T extends Uint32Array | Uint16Array | Uint8Array> {
  private data: T
  length = 0
  constructor(private readonly allocate: (size: number) => T) {
    this.data = allocate(1024)
  }
  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = this.allocate(this.data.length * 2)
      grown.set(this.data)
      this.data = grown
    }
    this.data[this.length++] = value
  }
  at(index: number): number {
    return this.data[index] as number
  }
  setAt(index: number, value: number): void {
    this.data[index] = value
  }
  toArray(): T {
    return this.data.slice(0, this.length) as T
  }
}

/** Every record's words in order: the build's intermediate form, dropped once postings exist. */
export interface ForwardIndex {
  offsets: Uint32Array
  terms: Uint32Array
  positions: Uint16Array
  info: Uint8Array
}

export function tokenizeRecords(records: readonly SearchRecord[]): {
  dictionary: TermDictionary
  forward: ForwardIndex
} {
  const provisionalIds = new Map<string, number>()
  const terms = new GrowableBuffer((size) => new Uint32Array(size))
  const positions = new GrowableBuffer((size) => new Uint16Array(size))
  const info = new GrowableBuffer((size) => new Uint8Array(size))
  const offsets = new Uint32Array(records.length + 1)
  const idOf = (term: string) => {
    let termId = provisionalIds.get(term)
    if (termId === undefined) {
      termId = provisionalIds.size
      provisionalIds.set(term, termId)
    }
    return termId
  }
  // Per attribute value: [term id, position, is part] triples. Headings repeat on every record
  // under them, so each distinct heading is tokenised once.
  const headingTriples = new Map<string, Uint32Array>()
  const triplesOf = (value: string): Uint32Array => {
    const triples: number[] = []
    forEachToken(value, true, (term, _start, _end, position, isPart) => {
      triples.push(idOf(term), position, isPart ? 1 : 0)
    })
    return Uint32Array.from(triples)
  }
  // A record's content is its own: tokenised straight into the buffers. Whether it holds one
  // whole word only is known at its end, so its whole words are marked pending until then.
  const pushContent = (value: string) => {
    const from = info.length
    let wholeWords = 0
    forEachToken(value, true, (term, _start, _end, position, isPart) => {
      terms.push(idOf(term))
      positions.push(CONTENT_ATTRIBUTE * POSITION_STRIDE + Math.min(position, POSITION_STRIDE - 1))
      info.push(CONTENT_ATTRIBUTE | (isPart ? 0 : PENDING_WHOLE_FLAG))
      if (!isPart) wholeWords++
    })
    const wholeFlag = wholeWords === 1 ? WHOLE_ATTRIBUTE_FLAG : 0
    for (let i = from; i < info.length; i++)
      info.setAt(i, CONTENT_ATTRIBUTE | (info.at(i) & PENDING_WHOLE_FLAG ? wholeFlag : 0))
  }
  records.forEach((record, recordId) => {
    offsets[recordId] = terms.length
    searchableValues(record).forEach((value, attribute) => {
      if (!value) return
      if (attribute === CONTENT_ATTRIBUTE) return pushContent(value)
      let triples = headingTriples.get(value)
      if (!triples) {
        triples = triplesOf(value)
        headingTriples.set(value, triples)
      }
      let wholeWords = 0
      for (let i = 2; i < triples.length; i += 3) if (triples[i] === 0) wholeWords++
      const wholeFlag = wholeWords === 1 ? WHOLE_ATTRIBUTE_FLAG : 0
      for (let i = 0; i < triples.length; i += 3) {
        terms.push(triples[i] as number)
        positions.push(attribute * POSITION_STRIDE + Math.min(triples[i + 1] as number, POSITION_STRIDE - 1))
        info.push(attribute | (triples[i + 2] === 0 ? wholeFlag : 0))
      }
    })
    // Each identifier is a value of its own (the whole value, for the exact criterion), far from the next.
    record.code_identifiers?.forEach((identifier, ordinal) => {
      const at = Math.min(ordinal * IDENTIFIER_GAP, POSITION_STRIDE - 1)
      forEachToken(identifier, true, (term, _start, _end, position, isPart) => {
        if (position > 0) return
        terms.push(idOf(term))
        positions.push(CODE_ATTRIBUTE * POSITION_STRIDE + at)
        info.push(CONTENT_ATTRIBUTE | (isPart ? 0 : WHOLE_ATTRIBUTE_FLAG))
      })
    })
  })
  offsets[records.length] = terms.length
  const dictionary = new TermDictionary([...provisionalIds.keys()].sort())
  const finalIdOfProvisional = new Uint32Array(provisionalIds.size)
  for (const [term, provisional] of provisionalIds)
    finalIdOfProvisional[provisional] = dictionary.idOf(term) as number
  const termIds = terms.toArray()
  for (let i = 0; i < termIds.length; i++) termIds[i] = finalIdOfProvisional[termIds[i] as number] as number
  const forward = { offsets, terms: termIds, positions: positions.toArray(), info: info.toArray() }
  return { dictionary, forward }
}

/** While building: a whole word of a content whose word count is not known yet. */
const PENDING_WHOLE_FLAG = 128

/** The bits of a posting's info byte, shared by the index build and the ranking loops. */
/** The best (lowest) attribute the word appears in: 0–6 hierarchy levels, 7 content. */
export const ATTRIBUTE_MASK = 15
/** The attribute holds exactly this one word (for exactOnSingleWordQuery `attribute`). */
export const WHOLE_ATTRIBUTE_FLAG = 16
/** In merged prefix postings: the record holds the prefix itself as a word. */
export const EXACT_WORD_FLAG = 32
