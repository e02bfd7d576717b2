/**
 * Composing an answer from the docs: analyse the question, select passages, rank their sentences,
 * then emit the sentences with numbered citations and the list of sources, or say that the docs do
 * not cover the question and offer related pages. Every sentence is a sentence of the docs,
 * verbatim; nothing is generated.
 */
import type { SearchIndex } from '@/lib/search/engine/engine'
import { highlightValue, type TokenMatcher } from '@/lib/search/engine/answer/highlight'
import { corpusOf } from './corpus'
import { maskOfStem, matchKeywords, type KeywordMatch } from './keyword-match'
import { rankPassages, selectPassages, type PassageSelectionOptions } from './passages'
import { analyzeQuestion } from './question'
import { selectSentences, type RankedSentence, type SentenceSelectionOptions } from './sentence-ranking'
import { askStrings } from './strings'
import { stemTerm } from './text'
import {
  ANSWER_HIGHLIGHT_TAGS,
  type AnswerEvent,
  type AnswerRequest,
  type AnswerSource,
  type RelatedPage,
} from './types'

export interface ComposeOptions extends PassageSelectionOptions, SentenceSelectionOptions {
  /**
   * The docs answer a question when one passage holds at least this share of the weight of the
   * question's own words; below it, a composed answer would be a guess.
   */
  minCoverage?: number
  maxRelated?: number
}

const DEFAULT_MIN_COVERAGE = 0.5
const DEFAULT_MAX_RELATED = 3
/** A related page shares at least this share of the question's weight; less is a common word. */
const MIN_RELATED_COVERAGE = 0.2

/** Highlights the question's own words in a sentence; the text is escaped before any tag goes in. */
function highlighter(match: KeywordMatch): TokenMatcher {
  return {
    queryWords: match.keywords.map((keyword) => keyword.term),
    matchOfTerm(term) {
      const mask = maskOfStem(match, stemTerm(term)) & match.ownMask
      return mask === 0 ? null : { wordMask: mask, length: term.length }
    },
  }
}

function sourceOf(ranked: RankedSentence, url: string, number: number): AnswerSource {
  const { passage } = ranked.passage
  return { number, url, pageTitle: passage.pageTitle, headings: passage.headings, section: passage.section }
}

export function* composeAnswer(
  index: SearchIndex,
  request: AnswerRequest,
  options: ComposeOptions = {},
): Generator<AnswerEvent, void, undefined> {
  const analysis = analyzeQuestion(request.question, request.history)
  const corpus = corpusOf(index)
  const match = matchKeywords(corpus, analysis.keywords)
  const ranked = rankPassages(index, corpus, match, options)
  const pages = selectPassages(ranked, options)
  const coverage = Math.max(
    0,
    ...pages.flatMap((page) => page.passages.map((passage) => passage.ownCoverage)),
  )
  const sentences =
    coverage >= (options.minCoverage ?? DEFAULT_MIN_COVERAGE)
      ? selectSentences(pages, match, analysis.type, options)
      : []

  if (sentences.length === 0) {
    const related: RelatedPage[] = ranked
      .filter((page) => page.passages.some((passage) => passage.ownCoverage >= MIN_RELATED_COVERAGE))
      .slice(0, options.maxRelated ?? DEFAULT_MAX_RELATED)
      .map((page) => ({ url: page.pageUrl, title: page.title, section: page.section }))
    yield { type: 'no-answer', message: askStrings.noAnswer, related }
    yield { type: 'done' }
    return
  }

  const matcher = highlighter(match)
  const sources = new Map<string, AnswerSource>()
  for (const [position, sentence] of sentences.entries()) {
    // The record's own url: the exact heading anchor (or property row) the sentence sits under.
    const url = index.records[sentence.sentence.record]?.url ?? sentence.passage.passage.url
    let source = sources.get(url)
    if (!source) {
      source = sourceOf(sentence, url, sources.size + 1)
      sources.set(url, source)
    }
    const { text } = sentence.sentence
    yield {
      type: 'sentence',
      index: position,
      text,
      html: highlightValue(text, matcher, ANSWER_HIGHLIGHT_TAGS).value,
      source,
    }
  }
  yield { type: 'sources', sources: [...sources.values()] }
  yield { type: 'done' }
}
