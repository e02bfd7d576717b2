/**
 * The word-level tools of the answer engine: stop words, a light English stemmer, matching a
 * question word against a word of the docs, and splitting a paragraph into sentences.
 * Words are folded with the search engine's own tokenizer, so "Überwachung" and `InstanceRegistry`
 * are the same words here as in search.
 */
import { tokenizeText } from '@/lib/search/engine/language/tokenize'

/**
 * Words that carry no topic: function words, question words, and the filler of a question
 * ("how do I properly get …"). Everything else is a keyword, weighted later by how rare it is.
 */
const STOP_WORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before being
  below between both but by can could d did do does doing don done down during each else etc ever
  every few for from further get gets getting got had has have having he her here hers him his how i
  if in into is isn it its itself just let ll m may me might more most much must my myself need needs
  no nor not now of off on once only onto or other our ours out over own please possible possibly
  properly correctly really actually re s same several shall she should so some such t than that the
  their theirs them then there these they this those through to too under until up upon us ve very
  want wanted was we were what when where whether which while who whom whose why will with within
  without would you your yours yourself way ways thing things something anything tell know explain
  use using used make making one ones many lot lots kind sort anyone someone work works working
  happen happens mean means able`.split(/\s+/),
)

export function isStopWord(term: string): boolean {
  return STOP_WORDS.has(term)
}

/** Longest first: the first suffix that leaves at least three letters is removed. */
const SUFFIXES = [
  'ational',
  'ication',
  'ations',
  'ements',
  'ation',
  'ement',
  'ments',
  'ities',
  'ness',
  'ings',
  'ment',
  'ing',
  'ity',
  'ers',
  'ors',
  'ies',
  'ive',
  'ize',
  'ise',
  'er',
  'or',
  'ed',
  'ly',
  'es',
  'al',
  'e',
  'y',
]
const DOUBLED_CONSONANT = /([b-df-hj-np-tv-z])\1$/
const VERB_ENDINGS = new Set(['ing', 'ings', 'ed', 'er', 'ers'])

/**
 * A deliberately light stemmer: plural, then one suffix, then a doubled final consonant, so
 * `securing`, `secure` and `security` all become `secur`, `running` becomes `run`. Words of three
 * letters or fewer and words with digits stay as they are (`ui`, `jmx`, `http2`).
 */
export function stemTerm(term: string): string {
  if (term.length <= 3 || /\d/.test(term)) return term
  let stem = term
  if (stem.endsWith('ies')) stem = `${stem.slice(0, -3)}y`
  else if (stem.endsWith('sses')) stem = stem.slice(0, -2)
  else if (stem.endsWith('s') && !/(ss|us|is)$/.test(stem)) stem = stem.slice(0, -1)
  const suffix = SUFFIXES.find((ending) => stem.endsWith(ending) && stem.length - ending.length >= 3)
  if (suffix === undefined) return stem
  stem = stem.slice(0, -suffix.length)
  // `running` → `runn` → `run`, but `apps` stays `app`.
  if (VERB_ENDINGS.has(suffix) && DOUBLED_CONSONANT.test(stem) && !/(ll|ss|zz)$/.test(stem))
    stem = stem.slice(0, -1)
  return stem
}

/** A stem may extend the other by this many letters (`clust` ~ `cluster`, `notif` ~ `notifi`). */
const MAX_STEM_EXTENSION = 2
const MIN_PREFIX_STEM = 4

/** Whether a question word's stem and a docs word's stem name the same thing. */
export function stemsMatch(questionStem: string, docStem: string): boolean {
  if (questionStem === docStem) return true
  const [shorter, longer] =
    questionStem.length <= docStem.length ? [questionStem, docStem] : [docStem, questionStem]
  return (
    shorter.length >= MIN_PREFIX_STEM &&
    longer.length - shorter.length <= MAX_STEM_EXTENSION &&
    longer.startsWith(shorter)
  )
}

/** True when `a` becomes `b` with at most one insertion, deletion, substitution or swap. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true
  if (Math.abs(a.length - b.length) > 1) return false
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2)
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1)
}

/** One word of a text, folded and stemmed, with its ordinal for proximity. */
export interface StemmedToken {
  term: string
  stem: string
  position: number
  /** A camel-case part (`registry` of `InstanceRegistry`), at the position of the whole word. */
  isPart: boolean
}

export function stemmedTokens(text: string): StemmedToken[] {
  return tokenizeText(text).map((token) => ({
    term: token.term,
    stem: stemTerm(token.term),
    position: token.position,
    isPart: token.isPart,
  }))
}

/** Abbreviations whose period does not end a sentence. */
const ABBREVIATIONS = /(?:^|[\s(])(?:e\.g|i\.e|etc|vs|cf|approx|incl|resp|fig|ca)\.$/i
/** A sentence ends at . ! ? (and any closing quote or bracket) followed by white space. */
const SENTENCE_END = /[.!?]["'”’)\]]*\s+/g

/**
 * Splits a paragraph into sentences. A break needs the next sentence to start like one: a capital,
 * a digit, an opening quote or bracket, or a dotted or dashed identifier (`spring.boot.admin.x is …`).
 */
export function splitSentences(paragraph: string): string[] {
  const text = paragraph.trim()
  const sentences: string[] = []
  let start = 0
  for (const match of text.matchAll(SENTENCE_END)) {
    const end = match.index + match[0].trimEnd().length
    const next = text.slice(match.index + match[0].length)
    const nextWord = /^\S+/.exec(next)?.[0] ?? ''
    const startsSentence = /^[\p{Lu}\p{N}"'“‘(\[`]/u.test(next) || /^[a-z]\w*[.\-_]\w/.test(nextWord)
    if (!startsSentence || ABBREVIATIONS.test(text.slice(start, end))) continue
    sentences.push(text.slice(start, end).trim())
    start = match.index + match[0].length
  }
  const rest = text.slice(start).trim()
  if (rest) sentences.push(rest)
  return sentences
}
