/**
 * Which dictionary words each query word matches, and with how many typos. Built once per search
 * and consulted by ranking (per posting) and highlighting (per word of a hit), so both agree on
 * what matched.
 */
import type { SearchIndex } from './search-index'
import type { TermMatches } from './term-dictionary'
import type { QueryWord } from './tokenize'
import { allowedTypos, type TypoSettings } from './typo'

export const NO_MATCH = 255

interface TermScratch {
  stamp: Uint32Array
  slot: Int32Array
  generation: number
}

const termScratchByIndex = new WeakMap<SearchIndex, TermScratch>()

/** Scratch arrays sized to the dictionary, reused across searches: a search runs synchronously. */
function termScratch(index: SearchIndex): TermScratch {
  let scratch = termScratchByIndex.get(index)
  if (!scratch) {
    scratch = {
      stamp: new Uint32Array(index.dictionary.size),
      slot: new Int32Array(index.dictionary.size),
      generation: 0,
    }
    termScratchByIndex.set(index, scratch)
  }
  scratch.generation = (scratch.generation + 1) >>> 0
  if (scratch.generation === 0) {
    scratch.stamp.fill(0)
    scratch.generation = 1
  }
  return scratch
}

export class QueryTermTable {
  readonly words: readonly QueryWord[]
  readonly matchesPerWord: readonly TermMatches[]
  private readonly scratch: TermScratch
  private readonly generation: number
  /** Per matched word of the dictionary (a slot) and query word: typos, or NO_MATCH. */
  private readonly slotTypos: Uint8Array
  /** Per slot and query word: how many characters of the dictionary word the match covers. */
  private readonly slotLength: Uint8Array
  private readonly slotWordMask: Uint32Array

  constructor(
    private readonly index: SearchIndex,
    words: readonly QueryWord[],
    options: { typoTolerance: boolean } & TypoSettings,
  ) {
    this.words = words
    this.matchesPerWord = words.map((word) =>
      index.dictionary.match(
        word.term,
        options.typoTolerance ? allowedTypos(word.term.length, options) : 0,
        word.isPrefix,
      ),
    )
    this.scratch = termScratch(index)
    this.generation = this.scratch.generation
    const slotCount = this.matchesPerWord.reduce((sum, matches) => sum + matches.count, 0)
    const width = Math.max(1, words.length)
    this.slotTypos = new Uint8Array(slotCount * width).fill(NO_MATCH)
    this.slotLength = new Uint8Array(slotCount * width)
    this.slotWordMask = new Uint32Array(slotCount)
    let slots = 0
    this.matchesPerWord.forEach((matches, word) => {
      for (let i = 0; i < matches.count; i++) {
        const termId = matches.termIds[i] as number
        let slot: number
        if (this.scratch.stamp[termId] === this.generation) {
          slot = this.scratch.slot[termId] as number
        } else {
          slot = slots++
          this.scratch.stamp[termId] = this.generation
          this.scratch.slot[termId] = slot
        }
        this.slotWordMask[slot] = (this.slotWordMask[slot] as number) | (1 << word)
        this.slotTypos[slot * width + word] = matches.typos[i] as number
        this.slotLength[slot * width + word] = matches.lengths[i] as number
      }
    })
  }

  private slotOf(termId: number): number {
    return this.scratch.stamp[termId] === this.generation ? (this.scratch.slot[termId] as number) : -1
  }

  /** For highlighting a word of a hit: which query words it matches, and how much of it to mark. */
  matchOfTerm(term: string): { wordMask: number; length: number } | null {
    const termId = this.index.dictionary.idOf(term)
    if (termId === undefined) return null
    const slot = this.slotOf(termId)
    if (slot < 0) return null
    const width = Math.max(1, this.words.length)
    let length = 0
    for (let word = 0; word < this.words.length; word++) {
      if ((this.slotTypos[slot * width + word] as number) !== NO_MATCH) {
        length = Math.max(length, this.slotLength[slot * width + word] as number)
      }
    }
    return { wordMask: this.slotWordMask[slot] as number, length }
  }
}
