/**
 * Which dictionary words each query word matches, and with how many typos. Built once per search
 * and consulted by ranking (per posting) and highlighting (per word of a hit), so both agree on
 * what matched.
 *
 * Besides the words within its typos (and, for the word being typed, the words it starts), a query
 * word matches its other forms (plural, spelling variant, inflection: see word-forms.ts) and its
 * synonyms, with no typo. A synonym of several words (`user interface` for `ui`) matches through
 * the postings of that phrase.
 */
import {
  type AlternativeKind,
  type IndexLanguage,
  classMembers,
  formClassesOf,
  isFolding,
  synonymTableOf,
} from '../language/index-language'
import { phrasePostings } from './phrase-postings'
import type { PostingList } from '../index/prefix-postings'
import type { SearchIndex } from '../index/search-index'
import type { TermMatches } from '../language/term-dictionary'
import type { QueryWord } from '../language/tokenize'
import { allowedTypos, type TypoSettings } from '../language/typo'
import { type WordFormOptions, wordFormKeys } from '../language/word-forms'

export const NO_MATCH = 255

/** Slots of `matchedInitials`: one per ASCII code, and one for every other first character. */
const INITIAL_SLOTS = 129
export function initialSlot(term: string): number {
  const code = term.charCodeAt(0)
  return code < 128 ? code : 128
}

/** How a matched dictionary word relates to its query word. */
export const DIRECT_MATCH = 0
/** Another form or a synonym, counted as exact (`alternativesAsExact`). */
export const EXACT_ALTERNATIVE = 1
/** Another form or a synonym, not counted as exact. */
export const INEXACT_ALTERNATIVE = 2

export interface WordMatches extends TermMatches {
  /** Per match: DIRECT_MATCH, EXACT_ALTERNATIVE or INEXACT_ALTERNATIVE; null when all are direct. */
  kinds: Uint8Array | null
  /** Phrase synonyms of the word, matched through their own postings. */
  phrases: ReadonlyArray<{ list: PostingList; exact: boolean }>
}

export interface QueryTermOptions extends TypoSettings {
  typoTolerance: boolean
  forms: WordFormOptions
  synonyms: boolean
  alternativesAsExact: ReadonlySet<AlternativeKind>
}

interface TermScratch {
  stamp: Uint32Array
  slot: Int32Array
  generation: number
  /** Per word being expanded: which dictionary words it already matches, and at which match. */
  seen: Uint32Array
  seenAt: Int32Array
  seenGeneration: number
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
      seen: new Uint32Array(index.dictionary.size),
      seenAt: new Int32Array(index.dictionary.size),
      seenGeneration: 0,
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

/**
 * What an inflected form (found by the stemmer only) costs in the typo criterion: the word as typed
 * and its plurals and spellings come first, and a page using `secured` still matches `secure`.
 */
export const INFLECTION_TYPOS = 1

interface Alternative {
  kind: typeof EXACT_ALTERNATIVE | typeof INEXACT_ALTERNATIVE
  typos: number
}

/** The alternatives found for one query word: dictionary word → how it matches. */
type Alternatives = Map<number, Alternative>

function addAlternative(alternatives: Alternatives, termId: number, exact: boolean, typos = 0): void {
  const known = alternatives.get(termId)
  if (known && (known.typos < typos || (known.typos === typos && known.kind === EXACT_ALTERNATIVE))) return
  alternatives.set(termId, { kind: exact ? EXACT_ALTERNATIVE : INEXACT_ALTERNATIVE, typos })
}

export class QueryTermTable {
  readonly words: readonly QueryWord[]
  readonly matchesPerWord: readonly WordMatches[]
  /** Per word: whether its direct matches allowed no typo (a prefix then matches a plain range). */
  readonly typoFree: readonly boolean[]
  private readonly scratch: TermScratch
  private readonly generation: number
  /** Per matched word of the dictionary (a slot) and query word: typos, or NO_MATCH. */
  private readonly slotTypos: Uint8Array
  /** Per slot and query word: how many characters of the dictionary word the match covers. */
  private readonly slotLength: Uint8Array
  private readonly slotWordMask: Uint32Array
  /** Words of phrase synonyms, highlighted wherever they appear in a hit: term → query words. */
  private readonly phraseWords = new Map<string, number>()
  private initials: Uint8Array | null = null

  constructor(
    private readonly index: SearchIndex,
    words: readonly QueryWord[],
    options: QueryTermOptions,
  ) {
    this.words = words
    this.scratch = termScratch(index)
    this.generation = this.scratch.generation
    const maxTypos = words.map((word) =>
      options.typoTolerance ? allowedTypos(word.term.length, options) : 0,
    )
    this.typoFree = maxTypos.map((typos) => typos === 0)
    const direct = words.map((word, position) =>
      index.dictionary.match(word.term, maxTypos[position] as number, word.isPrefix),
    )
    const alternatives = words.map((): Alternatives => new Map())
    const phrases = words.map((): Array<{ list: PostingList; exact: boolean }> => [])
    this.collectWordForms(words, alternatives, options)
    if (options.synonyms) this.collectSynonyms(words, alternatives, phrases, options)
    this.matchesPerWord = direct.map((matches, word) =>
      this.merge(matches, alternatives[word] as Alternatives, phrases[word] ?? []),
    )
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
        const cell = slot * width + word
        const typos = matches.typos[i] as number
        if (typos <= (this.slotTypos[cell] as number)) {
          this.slotTypos[cell] = typos
          this.slotLength[cell] = Math.max(this.slotLength[cell] as number, matches.lengths[i] as number)
        }
      }
    })
  }

  private get language(): IndexLanguage {
    return this.index.language
  }

  /** Plurals, spelling variants and inflections of each word (not of one being typed too short to tell). */
  private collectWordForms(
    words: readonly QueryWord[],
    alternatives: Alternatives[],
    options: QueryTermOptions,
  ) {
    const { forms } = options
    if (!isFolding(forms)) return
    const { dictionary } = this.index
    const classes = formClassesOf(this.language, dictionary, forms)
    const exactForms = options.alternativesAsExact.has('ignorePlurals')
    const exactInflections = options.alternativesAsExact.has('ignoreConjugations')
    words.forEach((word, position) => {
      if (word.term.length < 3) return
      const found = alternatives[position] as Alternatives
      const keys = wordFormKeys(word.term, forms)
      // The word as typed is always among its direct matches: only its other forms are alternatives.
      const typed = dictionary.idOf(word.term)
      for (const termId of classMembers(classes.exact, dictionary, keys.exact))
        if (termId !== typed) addAlternative(found, termId, exactForms)
      if (forms.stemming && forms.plurals) {
        for (const termId of classMembers(classes.inflected, dictionary, keys.inflected))
          if (termId !== typed)
            addAlternative(found, termId, exactInflections, exactInflections ? 0 : INFLECTION_TYPOS)
      }
    })
  }

  /** Synonyms of each phrase of the query (longest first), given to every word of the phrase. */
  private collectSynonyms(
    words: readonly QueryWord[],
    alternatives: Alternatives[],
    phrases: Array<Array<{ list: PostingList; exact: boolean }>>,
    options: QueryTermOptions,
  ) {
    const table = synonymTableOf(this.language, options.forms)
    if (table.longestPhrase === 0) return
    const { dictionary } = this.index
    const keys = words.map((word) => wordFormKeys(word.term, options.forms).exact)
    const classes = isFolding(options.forms) ? formClassesOf(this.language, dictionary, options.forms) : null
    for (let start = 0; start < words.length; start++) {
      for (let length = Math.min(table.longestPhrase, words.length - start); length >= 1; length--) {
        const found = table.alternatives.get(keys.slice(start, start + length).join(' '))
        if (!found) continue
        const span = words.map((_, word) => word).slice(start, start + length)
        const spanMask = span.reduce((mask, word) => mask | (1 << word), 0)
        for (const phrase of found) {
          if (phrase.length === 1) {
            const word = phrase[0] as string
            const exact = options.alternativesAsExact.has('singleWordSynonym')
            const termIds = classes
              ? classMembers(classes.exact, dictionary, wordFormKeys(word, options.forms).exact)
              : [dictionary.idOf(word)].filter((id): id is number => id !== undefined)
            for (const termId of termIds)
              for (const word of span) addAlternative(alternatives[word] as Alternatives, termId, exact)
          } else {
            const list = phrasePostings(this.index, phrase)
            if (list.postingRecords.length === 0) continue
            const exact = options.alternativesAsExact.has('multiWordsSynonym')
            for (const word of span) phrases[word]?.push({ list, exact })
            for (const term of phrase)
              this.phraseWords.set(term, (this.phraseWords.get(term) ?? 0) | spanMask)
          }
        }
        break
      }
    }
  }

  /** The direct matches followed by the alternatives they do not already hold. */
  private merge(
    direct: TermMatches,
    alternatives: Alternatives,
    phrases: ReadonlyArray<{ list: PostingList; exact: boolean }>,
  ): WordMatches {
    if (alternatives.size === 0) return { ...direct, kinds: null, phrases }
    const { seen, seenAt } = this.scratch
    this.scratch.seenGeneration = (this.scratch.seenGeneration + 1) >>> 0
    if (this.scratch.seenGeneration === 0) {
      seen.fill(0)
      this.scratch.seenGeneration = 1
    }
    const generation = this.scratch.seenGeneration
    for (let i = 0; i < direct.count; i++) {
      const termId = direct.termIds[i] as number
      seen[termId] = generation
      seenAt[termId] = i
    }
    const added: number[] = []
    const kinds = new Uint8Array(direct.count + alternatives.size)
    const typos = new Uint8Array(direct.count + alternatives.size)
    typos.set(direct.typos)
    for (const [termId, alternative] of alternatives) {
      if (seen[termId] === generation) {
        const at = seenAt[termId] as number
        // A form also found as a prefix or with a typo: it matches the better way, and may count as exact.
        if (alternative.typos < (typos[at] as number)) {
          typos[at] = alternative.typos
          kinds[at] = alternative.kind
        } else if (alternative.typos === typos[at] && alternative.kind === EXACT_ALTERNATIVE) {
          kinds[at] = EXACT_ALTERNATIVE
        }
        continue
      }
      typos[direct.count + added.length] = alternative.typos
      kinds[direct.count + added.length] = alternative.kind
      added.push(termId)
    }
    const count = direct.count + added.length
    const termIds = new Int32Array(count)
    termIds.set(direct.termIds)
    termIds.set(added, direct.count)
    const lengths = new Uint8Array(count)
    lengths.set(direct.lengths)
    const { terms } = this.index.dictionary
    for (let i = 0; i < count; i++) {
      if ((kinds[i] as number) !== DIRECT_MATCH)
        lengths[i] = Math.min(255, (terms[termIds[i] as number] as string).length)
    }
    return {
      termIds,
      typos: typos.subarray(0, count),
      lengths,
      count,
      kinds: kinds.subarray(0, count),
      phrases,
    }
  }

  /** Whether a word matches anything beyond its own direct matches. */
  hasAlternatives(word: number): boolean {
    const matches = this.matchesPerWord[word]
    return matches !== undefined && (matches.kinds !== null || matches.phrases.length > 0)
  }

  private slotOf(termId: number): number {
    return this.scratch.stamp[termId] === this.generation ? (this.scratch.slot[termId] as number) : -1
  }

  /**
   * The first characters of every word this search matches (ASCII codes; 128 stands for all
   * others), so highlighting passes over most words of a hit without looking them up.
   */
  matchedInitials(): Uint8Array {
    if (this.initials) return this.initials
    const initials = new Uint8Array(INITIAL_SLOTS)
    const { terms } = this.index.dictionary
    for (const matches of this.matchesPerWord)
      for (let i = 0; i < matches.count; i++)
        initials[initialSlot(terms[matches.termIds[i] as number] as string)] = 1
    for (const term of this.phraseWords.keys()) initials[initialSlot(term)] = 1
    this.initials = initials
    return initials
  }

  /** For highlighting a word of a hit: which query words it matches, and how much of it to mark. */
  matchOfTerm(term: string): { wordMask: number; length: number } | null {
    const phraseMask = this.phraseWords.get(term) ?? 0
    const termId = this.index.dictionary.idOf(term)
    const slot = termId === undefined ? -1 : this.slotOf(termId)
    if (slot < 0) return phraseMask === 0 ? null : { wordMask: phraseMask, length: term.length }
    const width = Math.max(1, this.words.length)
    let length = 0
    for (let word = 0; word < this.words.length; word++) {
      if ((this.slotTypos[slot * width + word] as number) !== NO_MATCH) {
        length = Math.max(length, this.slotLength[slot * width + word] as number)
      }
    }
    if (phraseMask !== 0) length = term.length
    return { wordMask: (this.slotWordMask[slot] as number) | phraseMask, length }
  }
}
