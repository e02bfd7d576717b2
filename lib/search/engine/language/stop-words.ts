/**
 * English stop words for the hosted service's `removeStopWords`: function words a question
 * carries ("how do I …", "what is the …") that say nothing about what the reader looks for.
 * Words that do carry meaning in these docs are left out on purpose: `down` and `up` (statuses),
 * `not`, `no`, `off`, `on`, `all`, `only`, `after`, `before`, `over`.
 */
export const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'about',
  'am',
  'an',
  'and',
  'any',
  'are',
  'as',
  'at',
  'be',
  'been',
  'being',
  'but',
  'by',
  'can',
  'could',
  'did',
  'do',
  'does',
  'doing',
  'for',
  'from',
  'had',
  'has',
  'have',
  'having',
  'he',
  'her',
  'here',
  'his',
  'how',
  'i',
  'if',
  'in',
  'into',
  'is',
  'it',
  'its',
  'me',
  'my',
  'of',
  'or',
  'our',
  'she',
  'should',
  'so',
  'some',
  'such',
  'than',
  'that',
  'the',
  'their',
  'them',
  'then',
  'there',
  'these',
  'they',
  'this',
  'those',
  'to',
  'was',
  'we',
  'were',
  'what',
  'when',
  'where',
  'which',
  'while',
  'who',
  'whom',
  'why',
  'will',
  'with',
  'would',
  'you',
  'your',
])

/**
 * The first half of a negative contraction (`doesn't` is read as `doesn` and `t`): a stop word like
 * the auxiliary it shortens. Readers describing a symptom write them (`SBA doesn't see new
 * instances`); the pages name the cause instead, so the word only ever matched other contractions.
 * Its `t` is a contraction ending, dropped by stopWordsToRemove.
 */
const CONTRACTED_NEGATIONS: ReadonlySet<string> = new Set([
  'aren',
  'couldn',
  'didn',
  'doesn',
  'don',
  'hadn',
  'hasn',
  'haven',
  'isn',
  'shouldn',
  'wasn',
  'weren',
  'won',
  'wouldn',
])

/** A query word, as far as stop-word removal needs to know it. */
interface CandidateWord {
  term: string
  isPrefix: boolean
  contractionEnding?: boolean
}

/**
 * Which query words to drop for matching, as the hosted service does: stop words only, never a
 * word being typed (a prefix), and nothing when every word would go.
 */
export function stopWordsToRemove(words: readonly CandidateWord[]): boolean[] {
  const removed = words.map(
    (word) =>
      word.contractionEnding === true ||
      (!word.isPrefix && (ENGLISH_STOP_WORDS.has(word.term) || CONTRACTED_NEGATIONS.has(word.term))),
  )
  return removed.every(Boolean) || !removed.some(Boolean) ? words.map(() => false) : removed
}

/** `removeStopWords` / `ignorePlurals` values: true, false, or a list of language codes. */
export type LanguageSwitch = boolean | readonly string[]

/** Whether a language switch turns English on (this engine knows English rules only). */
export function appliesToEnglish(
  value: LanguageSwitch,
  queryLanguages: readonly string[] | undefined,
): boolean {
  if (value === false) return false
  if (value === true)
    return queryLanguages === undefined || queryLanguages.length === 0 || queryLanguages.includes('en')
  return value.includes('en')
}
