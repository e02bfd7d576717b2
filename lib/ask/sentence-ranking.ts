/**
 * Sentence ranking: every sentence of the selected passages is scored by the share of the
 * question's weight it contains (words under its heading count a little), by how close together
 * its matched words are, by how well it fits the kind of question, and by the rank of its page and
 * passage. The best few make the answer, never two that say nearly the same thing.
 */
import type { CorpusSentence } from './corpus'
import { maskOfIds, weightOf, type KeywordMatch } from './keyword-match'
import type { RankedPage, RankedPassage } from './passages'
import type { QuestionType } from './question'

export interface RankedSentence {
  sentence: CorpusSentence
  passage: RankedPassage
  /** Position of its page among the selected pages. */
  pageIndex: number
  score: number
  mask: number
}

export interface SentenceSelectionOptions {
  maxSentences?: number
  maxPerPassage?: number
}

/** A heading word counts this much towards the sentences beneath it. */
const HEADING_SHARE = 0.35
const PROXIMITY_WEIGHT = 0.2
/** A sentence is kept when it scores at least this share of the best one. */
const SENTENCE_CUTOFF = 0.45
/** Sentences sharing this share of their words say the same thing. */
const DUPLICATE_OVERLAP = 0.7
const MIN_WORDS = 6
/** The title of a code block: a file name, perhaps with a remark (`application.yml of the server`). */
const FILE_TITLE = /^\S+\.(java|kt|kts|ya?ml|properties|xml|gradle|json|js|ts|html|css|sh)\b/i
/** Sentences that only point elsewhere. */
const CROSS_REFERENCE = /\b(see|is described in|are described in|is covered in|explained in)\b/i
/** The first sentence of a passage usually says what it is about. */
const LEAD_BONUS = 1.1

/** Openings of sentences that tell the reader what to do. */
const INSTRUCTION =
  /^(add|set|use|configure|enable|disable|create|register|put|run|define|include|point|open|give|provide|start|install|exclude|declare|call|copy|pass|keep|make|check|replace|switch|wrap|raise|lower|drop|route|allow|to )|\b(you can|you need|need to|set it to|set to)\b/i
/** Words that carry the kind of answer each question type wants. */
const TYPE_CUES: Partial<Record<QuestionType, RegExp>> = {
  how: INSTRUCTION,
  why: /\b(because|so that|otherwise|since|therefore|in order|to avoid|which means|reason)\b/i,
  what: /\b(is an?|are|means|refers to|is the|stands for)\b/i,
  when: /\b(when|whenever|after|before|once|every|until|seconds?|minutes?|by default)\b/i,
  where: /\b(in|under|at|from)\b.*[/.]/i,
  'yes-no': /\b(can|cannot|can't|only|must|does not|is not|no|yes|supports?)\b/i,
}
const TYPE_BONUS = 1.15

function countBits(mask: number): number {
  let count = 0
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++
  return count
}

/** 1 when the matched keywords stand side by side, falling towards 0 as they spread apart. */
export function proximity(sentence: CorpusSentence, match: KeywordMatch): number {
  const hits: Array<[position: number, mask: number]> = []
  sentence.stemIds.forEach((id, i) => {
    const mask = match.maskById[id]
    if (mask) hits.push([sentence.positions[i] as number, mask])
  })
  const wanted = hits.reduce((mask, [, hitMask]) => mask | hitMask, 0)
  const distinct = countBits(wanted)
  if (distinct < 2) return 0
  // The shortest run of hits containing every matched keyword (hits are in word order).
  let shortest = Number.POSITIVE_INFINITY
  for (let start = 0; start < hits.length; start++) {
    let mask = 0
    for (let end = start; end < hits.length; end++) {
      mask |= (hits[end] as [number, number])[1]
      if (mask === wanted) {
        shortest = Math.min(
          shortest,
          (hits[end] as [number, number])[0] - (hits[start] as [number, number])[0],
        )
        break
      }
    }
  }
  return (distinct - 1) / Math.max(distinct - 1, shortest)
}

/** How much a sentence reads like a sentence: fragments, titles and lead-ins to code count less. */
export function shapeFactor(sentence: Pick<CorpusSentence, 'text' | 'isTableRow'>): number {
  const { text } = sentence
  const words = text.split(/\s+/).filter(Boolean).length
  if (words < MIN_WORDS || FILE_TITLE.test(text)) return 0
  let factor = 1
  if (sentence.isTableRow) factor *= 0.5
  if (text.endsWith(':')) factor *= 0.8
  if (!/[.!?:;]$/.test(text)) factor *= 0.7
  if (/^[\p{Ll}]/u.test(text) && !/^[a-z]\w*[.\-_]\w/.test(text)) factor *= 0.75
  if (CROSS_REFERENCE.test(text)) factor *= 0.8
  if (words > 60) factor *= 0.8
  return factor
}

export function scoreSentence(
  sentence: CorpusSentence,
  passage: RankedPassage,
  pageIndex: number,
  bestPassageScore: number,
  match: KeywordMatch,
  type: QuestionType,
): RankedSentence {
  const mask = passage.sentenceMasks[sentence.indexInPassage] ?? maskOfIds(match, sentence.stemIds)
  const ownMatched = ((mask | passage.headingMask) & match.ownMask) !== 0
  if (mask === 0 || !ownMatched) return { sentence, passage, pageIndex, score: 0, mask }
  const relevance =
    weightOf(match, mask) +
    HEADING_SHARE * weightOf(match, passage.headingMask & ~mask) +
    PROXIMITY_WEIGHT * proximity(sentence, match)
  const cue = TYPE_CUES[type]
  const fit = cue?.test(sentence.text) ? TYPE_BONUS : 1
  const rank = (1 - 0.15 * pageIndex) * (0.6 + (0.4 * passage.score) / bestPassageScore)
  const lead = sentence.indexInPassage === 0 ? LEAD_BONUS : 1
  return { sentence, passage, pageIndex, score: relevance * fit * rank * lead * shapeFactor(sentence), mask }
}

function stemSet(sentence: CorpusSentence): Set<number> {
  return new Set(sentence.stemIds)
}

function overlapShare(a: Set<number>, b: Set<number>): number {
  let shared = 0
  for (const stem of a) if (b.has(stem)) shared++
  return shared / Math.max(1, Math.min(a.size, b.size))
}

/** The answer's sentences, in reading order: page by page, each page in document order. */
export function selectSentences(
  pages: readonly RankedPage[],
  match: KeywordMatch,
  type: QuestionType,
  options: SentenceSelectionOptions = {},
): RankedSentence[] {
  const maxSentences = options.maxSentences ?? 5
  const maxPerPassage = options.maxPerPassage ?? 3
  const bestPassageScore = Math.max(
    0,
    ...pages.flatMap((page) => page.passages.map((passage) => passage.score)),
  )
  if (bestPassageScore === 0) return []
  const scored = pages
    .flatMap((page, pageIndex) =>
      page.passages.flatMap((passage) =>
        passage.passage.sentences.map((sentence) =>
          scoreSentence(sentence, passage, pageIndex, bestPassageScore, match, type),
        ),
      ),
    )
    .filter((ranked) => ranked.score > 0)
    .sort((a, b) => b.score - a.score || a.sentence.order - b.sentence.order)
  const top = scored[0]?.score ?? 0
  const chosen: RankedSentence[] = []
  const chosenStems: Array<Set<number>> = []
  const perPassage = new Map<number, number>()
  for (const candidate of scored) {
    if (chosen.length >= maxSentences || candidate.score < SENTENCE_CUTOFF * top) break
    const id = candidate.passage.passage.id
    if ((perPassage.get(id) ?? 0) >= maxPerPassage) continue
    const stems = stemSet(candidate.sentence)
    if (chosenStems.some((other) => overlapShare(stems, other) >= DUPLICATE_OVERLAP)) continue
    chosen.push(candidate)
    chosenStems.push(stems)
    perPassage.set(id, (perPassage.get(id) ?? 0) + 1)
  }
  return chosen.sort((a, b) => a.pageIndex - b.pageIndex || a.sentence.order - b.sentence.order)
}
