/**
 * Passage selection: the question goes through the search engine like any query (every word
 * optional, each word a prefix of its stem), then the passages it reaches are scored by how much
 * of the question's weight they cover, in their text and in their headings, and by where the
 * engine ranked them. The best pages are those with the best passages; from each, the passages
 * that come close to its best one are kept.
 */
import { search, type SearchIndex } from '@/lib/search/engine/engine'
import type { Corpus, Passage } from './corpus'
import { maskOfIds, weightOf, type KeywordMatch } from './keyword-match'

export interface RankedPassage {
  passage: Passage
  score: number
  /** Share of the whole question's weight found in the passage (text and headings). */
  coverage: number
  /** The same for the question's own words only: the measure of whether the docs answer it. */
  ownCoverage: number
  mask: number
  headingMask: number
  /** Keywords found in each of the passage's sentences. */
  sentenceMasks: number[]
  /** Position of the passage's best record in the engine's ranking; Infinity when not ranked. */
  engineRank: number
}

export interface RankedPage {
  pageUrl: string
  title: string
  section: string
  score: number
  /** Its passages, best first (all of them that match anything). */
  passages: RankedPassage[]
}

export interface PassageSelectionOptions {
  /** Records the engine is asked for. */
  candidateRecords?: number
  maxPages?: number
  maxPassagesPerPage?: number
}

const DEFAULTS: Required<PassageSelectionOptions> = {
  candidateRecords: 200,
  maxPages: 3,
  maxPassagesPerPage: 6,
}
/** Weights of the parts of a passage's score. */
const TEXT_WEIGHT = 0.5
const SENTENCE_WEIGHT = 0.5
const HEADING_WEIGHT = 0.5
const ENGINE_WEIGHT = 0.25
/** Blog posts repeat the docs in passing: the docs come first. */
const BLOG_FACTOR = 0.8
/** Link lists name topics without explaining them. */
const NAVIGATION_FACTOR = 0.5
/** A page whose title names the question's words is about them. */
const TITLE_WEIGHT = 0.5
/** A page's score adds its next best passages at these shares: several good passages beat one. */
const FOLLOWING_PASSAGE_SHARES = [1, 0.5, 0.25]
/** A page or passage is kept when it scores at least this share of the best one. */
const PAGE_CUTOFF = 0.6
const PASSAGE_CUTOFF = 0.4

/** Passage id → the best position of its records in the engine's answer. */
function engineRanks(
  index: SearchIndex,
  corpus: Corpus,
  match: KeywordMatch,
  hits: number,
): Map<number, number> {
  const query = match.keywords.map((keyword) => keyword.stem).join(' ')
  const answer = search(index, {
    query,
    queryType: 'prefixAll',
    optionalWords: [query],
    distinct: 0,
    hitsPerPage: hits,
    attributesToRetrieve: ['objectID'],
    attributesToHighlight: [],
    attributesToSnippet: [],
  })
  const ranks = new Map<number, number>()
  answer.hits.forEach((hit, rank) => {
    const record = corpus.recordByObjectId.get(hit.objectID)
    const passage = record === undefined ? -1 : (corpus.passageOfRecord[record] as number)
    if (passage >= 0 && !ranks.has(passage)) ranks.set(passage, rank)
  })
  return ranks
}

export function rankPassages(
  index: SearchIndex,
  corpus: Corpus,
  match: KeywordMatch,
  options: PassageSelectionOptions = {},
): RankedPage[] {
  const settings = { ...DEFAULTS, ...options }
  if (match.keywords.length === 0) return []
  const ranks = engineRanks(index, corpus, match, settings.candidateRecords)
  const pages = new Map<string, RankedPage>()
  const candidates = new Set([...match.passageMasks.keys(), ...ranks.keys()])
  for (const id of candidates) {
    const passage = corpus.passages[id] as Passage
    const mask = match.passageMasks.get(id) ?? 0
    if (mask === 0) continue
    const headingMask = maskOfIds(match, passage.headingStemIds)
    const sentenceMasks = passage.sentences.map((sentence) => maskOfIds(match, sentence.stemIds))
    const bestSentence = Math.max(0, ...sentenceMasks.map((sentenceMask) => weightOf(match, sentenceMask)))
    const engineRank = ranks.get(id) ?? Number.POSITIVE_INFINITY
    const coverage = weightOf(match, mask)
    const score =
      (TEXT_WEIGHT * coverage +
        SENTENCE_WEIGHT * bestSentence +
        HEADING_WEIGHT * weightOf(match, headingMask) +
        ENGINE_WEIGHT / (1 + engineRank / 10)) *
      (passage.pageRank < 0 ? BLOG_FACTOR : 1) *
      (passage.isNavigation ? NAVIGATION_FACTOR : 1)
    const ranked: RankedPassage = {
      passage,
      score,
      coverage,
      ownCoverage: weightOf(match, mask, match.ownMask),
      mask,
      headingMask,
      sentenceMasks,
      engineRank,
    }
    const page = pages.get(passage.pageUrl)
    if (page) page.passages.push(ranked)
    else {
      pages.set(passage.pageUrl, {
        pageUrl: passage.pageUrl,
        title: passage.pageTitle,
        section: passage.section,
        score: 0,
        passages: [ranked],
      })
    }
  }
  for (const page of pages.values()) {
    page.passages.sort((a, b) => b.score - a.score || a.passage.id - b.passage.id)
    const titleMask = page.passages[0] ? maskOfIds(match, page.passages[0].passage.titleStemIds) : 0
    page.score =
      FOLLOWING_PASSAGE_SHARES.reduce((sum, share, i) => sum + share * (page.passages[i]?.score ?? 0), 0) +
      TITLE_WEIGHT * weightOf(match, titleMask)
  }
  return [...pages.values()].sort((a, b) => b.score - a.score || a.pageUrl.localeCompare(b.pageUrl))
}

/** The best pages, each with the passages close to its best one. */
export function selectPassages(
  pages: readonly RankedPage[],
  options: PassageSelectionOptions = {},
): RankedPage[] {
  const settings = { ...DEFAULTS, ...options }
  const best = pages[0]?.score ?? 0
  return pages
    .filter((page) => page.score >= PAGE_CUTOFF * best)
    .slice(0, settings.maxPages)
    .map((page) => {
      const top = page.passages[0]?.score ?? 0
      const passages = page.passages
        .filter((passage) => passage.score >= PASSAGE_CUTOFF * top)
        .slice(0, settings.maxPassagesPerPage)
      return { ...page, passages }
    })
}
