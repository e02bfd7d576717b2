/**
 * English word forms, folded to keys so that the forms of one word meet: plurals (the hosted
 * service's `ignorePlurals`), a light stemmer for verb forms (`configure`, `configured`,
 * `configuring`) and British/American spelling pairs (`colour`/`color`, `customise`/`customize`).
 *
 * A key is only ever compared with another key made the same way, never shown, so it need not be
 * a real word (`cache` and `caches` both fold to `cach`). What matters is that the forms of one
 * word get the same key and different words rarely do; the rules are deliberately few and only
 * touch words of letters (identifiers with digits, property names' parts like `ms` stay as typed).
 */

/** Words shorter than this keep their form: too short to tell a suffix from the word. */
const MIN_FOLDED_LENGTH = 4
const LETTERS_ONLY = /^[a-z]+$/

/** Words that end like a plural (or a verb form) but are not one, and irregular plurals. */
const PLURAL_EXCEPTIONS = new Map<string, string>([
  ['always', 'always'],
  ['perhaps', 'perhaps'],
  ['series', 'series'],
  ['species', 'species'],
  ['news', 'news'],
  ['does', 'does'],
  ['goes', 'goes'],
  ['yes', 'yes'],
  ['this', 'this'],
  ['thus', 'thus'],
  ['less', 'less'],
  ['unless', 'unless'],
  ['whereas', 'whereas'],
  ['alias', 'alias'],
  ['aliases', 'alias'],
  ['canvas', 'canvas'],
  ['atlas', 'atlas'],
  ['indices', 'index'],
  ['indexes', 'index'],
  ['children', 'child'],
  ['people', 'person'],
  ['analyses', 'analysis'],
  ['criteria', 'criterion'],
])

/**
 * The singular key of a word: `policies` → `policy`, `statuses` → `status`, `caches` → `cach`
 * (and `cache` → `cach`: a final `e` is dropped from both, so `-es` plurals need no dictionary).
 */
export function pluralKey(word: string): string {
  if (word.length < MIN_FOLDED_LENGTH || !LETTERS_ONLY.test(word)) return word
  const exception = PLURAL_EXCEPTIONS.get(word)
  if (exception !== undefined) return exception
  let key = word
  if (key.endsWith('ies') && key.length > 4) key = `${key.slice(0, -3)}y`
  else if (key.endsWith('s') && !/(ss|us|is|ys)$/.test(key)) key = key.slice(0, -1)
  if (key.endsWith('e') && key.length >= 5) key = key.slice(0, -1)
  return key
}

const VOWEL_THEN_CONSONANT = /[aeiouy][^aeiouy]/
/** Suffixes the stemmer takes off (after the plural), longest first. */
const STEM_SUFFIXES = ['ations', 'ation', 'ings', 'ing', 'ed'] as const

/**
 * A light stemmer over the plural key: takes off `-ing`, `-ed` and `-ation` when what remains
 * still holds a vowel followed by a consonant, undoubles a final consonant (`stopped` → `stop`,
 * not `added` → `ad`) and drops a final `e`. `configure`, `configured`, `configuring`, `configuration` all give
 * `configur`; `security` and `secure` stay apart.
 */
export function stemKey(word: string): string {
  const key = pluralKey(word)
  if (key.length < MIN_FOLDED_LENGTH || !LETTERS_ONLY.test(key)) return key
  for (const suffix of STEM_SUFFIXES) {
    if (!key.endsWith(suffix)) continue
    let stem = key.slice(0, -suffix.length)
    if (stem.length < 3 || !VOWEL_THEN_CONSONANT.test(stem)) return key
    const last = stem[stem.length - 1] as string
    // `stopped` → `stop`, but `added` → `add`: a three-letter stem keeps its double letter.
    if (stem.length >= 4 && last === stem[stem.length - 2] && !/[aeiouylsz]/.test(last))
      stem = stem.slice(0, -1)
    if (stem.endsWith('e') && stem.length >= 4) stem = stem.slice(0, -1)
    return stem
  }
  return key
}

/** British spellings whose American form differs only in `-our` → `-or`, by their stem. */
const OUR_STEMS = [
  'armour',
  'behaviour',
  'candour',
  'clamour',
  'colour',
  'endeavour',
  'favour',
  'flavour',
  'harbour',
  'honour',
  'humour',
  'labour',
  'neighbour',
  'odour',
  'parlour',
  'rumour',
  'savour',
  'splendour',
  'valour',
  'vapour',
  'vigour',
]
/** Other pairs, by the British stem: the American stem replaces it at the start of a word. */
const SPELLING_STEMS: ReadonlyArray<readonly [british: string, american: string]> = [
  ...OUR_STEMS.map((stem) => [stem, `${stem.slice(0, -2)}r`] as const),
  ['centre', 'center'],
  ['fibre', 'fiber'],
  ['litre', 'liter'],
  ['metre', 'meter'],
  ['theatre', 'theater'],
  ['calibre', 'caliber'],
  ['licence', 'license'],
  ['defence', 'defense'],
  ['offence', 'offense'],
  ['pretence', 'pretense'],
  ['catalogue', 'catalog'],
  ['dialogue', 'dialog'],
  ['analogue', 'analog'],
  ['programme', 'program'],
  ['judgement', 'judgment'],
  ['acknowledgement', 'acknowledgment'],
  ['ageing', 'aging'],
  ['artefact', 'artifact'],
  ['grey', 'gray'],
  ['aluminium', 'aluminum'],
  ['cheque', 'check'],
  ['tyre', 'tire'],
  ['enrolment', 'enrollment'],
  ['fulfil', 'fulfill'],
  ['skilful', 'skillful'],
  ['wilful', 'willful'],
]
/** `-ise`/`-yse` verbs and their derived forms: `customise`, `organisation`, `analysed`. */
const ISE_ENDING = /([a-z]{3,})(is|ys)(e|ed|es|ing|ation|ations|er|ers|able)$/
/** `-elled`/`-elling` where American doubles no `l`: `cancelled`, `modelling`, `labelled`. */
const DOUBLED_L_ENDING = /([a-z]{3,}e)ll(ed|ing|er|ers)$/

/** The American spelling of a British one (`colours` → `colors`); other words unchanged. */
export function americanSpelling(word: string): string {
  if (word.length < MIN_FOLDED_LENGTH || !LETTERS_ONLY.test(word)) return word
  for (const [british, american] of SPELLING_STEMS) {
    if (word.startsWith(british)) return american + word.slice(british.length)
  }
  const ise = ISE_ENDING.exec(word)
  if (ise) return `${ise[1]}${ise[2] === 'is' ? 'iz' : 'yz'}${ise[3]}`
  const doubled = DOUBLED_L_ENDING.exec(word)
  if (doubled) return `${doubled[1]}l${doubled[2]}`
  return word
}

/** Which foldings apply: the index's settings and the query's `ignorePlurals`. */
export interface WordFormOptions {
  plurals: boolean
  /** Builds on plurals: only applied when plurals are folded too. */
  stemming: boolean
  spelling: boolean
}

/**
 * The two keys of a word: `exact` relates the forms the hosted service treats as the same word
 * (plurals, spelling variants); `inflected` also relates verb forms (the stemmer).
 */
export function wordFormKeys(word: string, options: WordFormOptions): { exact: string; inflected: string } {
  const spelled = options.spelling ? americanSpelling(word) : word
  const exact = options.plurals ? pluralKey(spelled) : spelled
  const inflected = options.plurals && options.stemming ? stemKey(spelled) : exact
  return { exact, inflected }
}
