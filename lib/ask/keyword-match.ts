/**
 * Which words of the docs each keyword of a question matches, and how much each keyword weighs:
 * the rarer a keyword is among the passages, the more it says about what the question is after
 * (BM25's inverse document frequency). A keyword the docs never use weighs the most, so a question
 * about something the docs do not cover cannot be answered from its common words alone.
 */
import type { Corpus } from './corpus'
import type { Keyword } from './question'
import { stemsMatch, withinOneEdit } from './text'

export interface KeywordMatch {
  keywords: Keyword[]
  /** Per stem id of the corpus: bit mask of the keywords it matches. */
  maskById: Uint32Array
  /** Stem → id, to look up words that are not in a sentence of the corpus (highlighting). */
  stemIds: ReadonlyMap<string, number>
  /** Per keyword: its weight (question weight × rarity). */
  weights: number[]
  totalWeight: number
  /** Bits of the question's own keywords (not carried over from history). */
  ownMask: number
  /** Passage id → bit mask of the keywords found in it (headings included). */
  passageMasks: Map<number, number>
}

/** Only longer words are corrected: a one-letter change to a short word is another word. */
const MIN_TYPO_STEM = 5

export function inverseDocumentFrequency(passageCount: number, documentFrequency: number): number {
  return Math.log(1 + (passageCount - documentFrequency + 0.5) / (documentFrequency + 0.5))
}

export function matchKeywords(corpus: Corpus, keywords: readonly Keyword[]): KeywordMatch {
  const maskById = new Uint32Array(corpus.stems.length)
  const passageMasks = new Map<number, number>()
  const weights = keywords.map((keyword, i) => {
    const bit = 1 << i
    const forms = [keyword.stem, ...keyword.alternatives]
    const matched: number[] = []
    corpus.stems.forEach((stem, id) => {
      if (forms.some((form) => stemsMatch(form, stem))) matched.push(id)
    })
    if (matched.length === 0 && keyword.stem.length >= MIN_TYPO_STEM) {
      corpus.stems.forEach((stem, id) => {
        if (stem.length >= MIN_TYPO_STEM && withinOneEdit(keyword.stem, stem)) matched.push(id)
      })
    }
    const passages = new Set<number>()
    for (const id of matched) {
      maskById[id] = (maskById[id] as number) | bit
      for (const passage of corpus.passagesByStem[id] ?? []) passages.add(passage)
    }
    for (const passage of passages) passageMasks.set(passage, (passageMasks.get(passage) ?? 0) | bit)
    return keyword.weight * inverseDocumentFrequency(corpus.passages.length, passages.size)
  })
  const ownMask = keywords.reduce((mask, keyword, i) => (keyword.fromHistory ? mask : mask | (1 << i)), 0)
  return {
    keywords: [...keywords],
    maskById,
    stemIds: corpus.stemIds,
    weights,
    totalWeight: weights.reduce((sum, weight) => sum + weight, 0),
    ownMask,
    passageMasks,
  }
}

/** The share (0–1) of the question's weight that the keywords in `mask` carry, among `onlyMask`. */
export function weightOf(match: KeywordMatch, mask: number, onlyMask = -1): number {
  const selected = mask & onlyMask
  let total = 0
  let all = 0
  match.weights.forEach((weight, i) => {
    if (onlyMask & (1 << i)) all += weight
    if (selected & (1 << i)) total += weight
  })
  return all > 0 ? total / all : 0
}

/** Bit mask of the keywords among the stem ids. */
export function maskOfIds(match: KeywordMatch, ids: Uint32Array): number {
  let mask = 0
  for (let i = 0; i < ids.length; i++) mask |= match.maskById[ids[i] as number] ?? 0
  return mask
}

/** Bit mask of the keywords a stem matches (0 for a stem the docs do not have). */
export function maskOfStem(match: KeywordMatch, stem: string): number {
  const id = match.stemIds.get(stem)
  return id === undefined ? 0 : (match.maskById[id] ?? 0)
}
