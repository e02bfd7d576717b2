/**
 * What a question asks: its type (how, what, why …) and its keywords, stemmed. A follow-up
 * ("and for Teams?", "how do I test it?") borrows the keywords of the questions before it at a
 * lower weight, so "it" finds the same pages without outweighing what is new.
 */
import { isStopWord, stemmedTokens } from './text'
import type { HistoryTurn } from './types'

export type QuestionType = 'how' | 'what' | 'why' | 'when' | 'where' | 'who' | 'yes-no' | 'other'

export interface Keyword {
  /** Folded word as typed. */
  term: string
  stem: string
  /** Stems of words the docs use for the same thing (`email` → `mail`). */
  alternatives: string[]
  /** 1 for the question's own words, less for words carried over from earlier questions. */
  weight: number
  fromHistory: boolean
}

export interface QuestionAnalysis {
  question: string
  type: QuestionType
  keywords: Keyword[]
  isFollowUp: boolean
}

/** The search engine reads at most ten words of a query. */
export const MAX_KEYWORDS = 10
/** Weights of the keywords of the previous question and the one before it. */
const HISTORY_WEIGHTS = [0.4, 0.2]

const QUESTION_TYPES: Array<[RegExp, QuestionType]> = [
  [/^how\b/, 'how'],
  [/^(what|which)\b/, 'what'],
  [/^why\b/, 'why'],
  [/^when\b/, 'when'],
  [/^where\b/, 'where'],
  [/^(who|whom|whose)\b/, 'who'],
  [/^(can|could|does|do|did|is|are|was|were|should|will|would|may|must|has|have|shall)\b/, 'yes-no'],
]
/**
 * Words readers use for what the docs call otherwise, by stem. Kept small: each entry is a word a
 * reader types and the docs do not use, or use rarely.
 */
const ALTERNATIVES: Record<string, string[]> = {
  email: ['mail'],
  alert: ['notif'],
  app: ['appl'],
  k8s: ['kubernet'],
  auth: ['authent'],
  password: ['credenti'],
  cred: ['credenti'],
  config: ['configur'],
  db: ['databas'],
  doc: ['document'],
  ssl: ['tls'],
  colour: ['col'],
}

/** Openings that mark a question as continuing the previous one. */
const FOLLOW_UP_OPENING = /^(and|also|but|or|so|then|what about|how about|same)\b/
/** Words that point back at the previous question's subject. */
const BACK_REFERENCE = /\b(it|its|this|that|these|those|them|they|there|the same|one)\b/

export function questionType(question: string): QuestionType {
  const opening = question.trim().toLowerCase()
  return QUESTION_TYPES.find(([pattern]) => pattern.test(opening))?.[1] ?? 'other'
}

/** The question's keywords in order, one per stem. */
export function questionKeywords(text: string, weight = 1, fromHistory = false): Keyword[] {
  const seen = new Set<string>()
  const keywords: Keyword[] = []
  for (const token of stemmedTokens(text)) {
    // Camel-case parts come with the whole word; the whole word is the keyword.
    if (
      token.isPart ||
      isStopWord(token.term) ||
      seen.has(token.stem) ||
      (token.term.length < 2 && !/\d/.test(token.term))
    ) {
      continue
    }
    seen.add(token.stem)
    keywords.push({
      term: token.term,
      stem: token.stem,
      alternatives: ALTERNATIVES[token.stem] ?? [],
      weight,
      fromHistory,
    })
  }
  return keywords
}

function isFollowUpOf(question: string, keywordCount: number, history: readonly HistoryTurn[]): boolean {
  if (history.length === 0) return false
  const text = question.trim().toLowerCase()
  return FOLLOW_UP_OPENING.test(text) || BACK_REFERENCE.test(text) || keywordCount <= 2
}

export function analyzeQuestion(question: string, history: readonly HistoryTurn[] = []): QuestionAnalysis {
  const own = questionKeywords(question)
  const isFollowUp = isFollowUpOf(question, own.length, history)
  const keywords = own.slice(0, MAX_KEYWORDS)
  if (isFollowUp) {
    const earlier = history.slice(-HISTORY_WEIGHTS.length).reverse()
    earlier.forEach((turn, age) => {
      for (const keyword of questionKeywords(turn.question, HISTORY_WEIGHTS[age], true)) {
        if (keywords.length >= MAX_KEYWORDS) return
        if (!keywords.some((known) => known.stem === keyword.stem)) keywords.push(keyword)
      }
    })
  }
  return { question: question.trim(), type: questionType(question), keywords, isFollowUp }
}
