/**
 * The language side of an index: its settings for word forms, stop words and synonyms, and the
 * lookup tables built from them over the index's dictionary. The tables depend on the search's
 * options (a query may turn `ignorePlurals` off), so each combination is built once, on first use,
 * and kept with the index.
 */
import { type LanguageSwitch, appliesToEnglish } from './stop-words'
import type { RemoveWordsPolicy } from '../types'
import { EMPTY_SYNONYMS, compileSynonyms, type Synonym, type SynonymTable } from './synonyms'
import type { TermDictionary } from './term-dictionary'
import { type WordFormOptions, wordFormKeys } from './word-forms'

/** What `alternativesAsExact` may list, as on the hosted service. */
export type AlternativeKind =
  'ignorePlurals' | 'singleWordSynonym' | 'multiWordsSynonym' | 'ignoreConjugations'

export interface LanguageSettings {
  /** The hosted service's `ignorePlurals`: true, false or language codes (English is applied). */
  ignorePlurals: LanguageSwitch
  /** The hosted service's `removeStopWords`. */
  removeStopWords: LanguageSwitch
  queryLanguages: readonly string[] | undefined
  /** Ours: also match verb forms (`configured` for `configure`); applied with ignorePlurals. */
  englishStemming: boolean
  /** Ours: match British and American spellings of a word (`colour` and `color`). */
  spellingVariants: boolean
  /** Which alternative forms count as exact for the exact ranking criterion. */
  alternativesAsExact: readonly AlternativeKind[]
  /** The hosted service's `removeWordsIfNoResults`, as an index setting: the default of searches. */
  removeWordsIfNoResults: RemoveWordsPolicy
  /** The hosted service's `attributeCriteriaComputedByMinProximity`, as an index setting. */
  attributeCriteriaComputedByMinProximity: boolean
  /**
   * Ours: a query written as one identifier (`ignore-changes`, `spring.boot.admin.ui.title`, its
   * words joined by punctuation) counts for the attribute criterion the attribute where its words
   * stand together, as attributeCriteriaComputedByMinProximity would, not one where a single part
   * of it stands alone.
   */
  identifierAttributeByProximity: boolean
  /**
   * Ours: a question asking what something is (`what is spring boot admin`) shows first the
   * sentences that say what it is: those starting with its words followed by `is` or `are`.
   */
  definitionQuestions: boolean
  /**
   * Ours: a query written as a sentence (SENTENCE_WORDS words or more besides stop words, not one
   * identifier), in a search whose removeWordsIfNoResults is `allOptional`, ranks the topics of
   * pages (a page's text under one second-level heading) by what all their sections hold
   * together, then each topic's sections (see lib/search/engine/ranking/topic-ranking.ts).
   */
  sentenceRanking: boolean
}

/**
 * Our index's defaults. Plurals and stop words are folded/removed for English because readers of
 * these docs type both questions ("how do I secure the actuator endpoints") and plurals of the
 * words the pages use in the singular; the hosted service's own defaults (both off) would make
 * every word of such a question required, and a question rarely finds a page holding "how", "do"
 * and "I" next to its topic. Stop words are never removed from a word being typed, or when the
 * query has nothing else, so keyword searches behave as before.
 */
export const DEFAULT_LANGUAGE_SETTINGS: LanguageSettings = {
  ignorePlurals: true,
  removeStopWords: true,
  queryLanguages: ['en'],
  englishStemming: true,
  spellingVariants: true,
  // The hosted service counts plurals as exact by default; here only the word as typed is, so a
  // page with `event` ranks above one with `events` for the query `event` when all else ties.
  alternativesAsExact: ['singleWordSynonym'],
  // A question or a long query whose words no single record holds together shows the records
  // with most of them (best first) instead of nothing; the hosted service's default is 'none'.
  removeWordsIfNoResults: 'allOptional',
  // As on the hosted service: measured on our relevance set, counting the attribute of the closest
  // words ranked property rows and headings no better and questions worse.
  attributeCriteriaComputedByMinProximity: false,
  // A property name typed as written (`ignore-changes`) is about the place that names it: the
  // reference entry, not a section whose heading happens to say `changes`.
  identifierAttributeByProximity: true,
  // A reader asking what something is wants its definition before every page that names it.
  definitionQuestions: true,
  // A reader's question or symptom (`SBA doesn't see new service instances`) holds words every page
  // holds beside the few that tell pages apart; no single section holds them all. Measured on the
  // open part of the real users' questions (bench/relevance/real-questions.json): 63 % → 80 % of
  // queries with an answering page among the first three (77 % ranking whole pages instead of
  // topics), the keyword set unchanged at 100 %.
  sentenceRanking: true,
}

/** Dictionary words of one form class: `[start, end)` into `termIds`. */
export interface FormClasses {
  /** Key of the exact forms (plural, spelling) → term ids, for classes a lookup of the key alone misses. */
  readonly exact: ReadonlyMap<string, readonly number[]>
  /** Key of the inflected forms (stemmer) → term ids. */
  readonly inflected: ReadonlyMap<string, readonly number[]>
}

export interface IndexLanguage {
  readonly settings: LanguageSettings
  readonly synonyms: readonly Synonym[]
  /** Built tables by word-form options (see `optionsKey`). */
  readonly formClasses: Map<string, FormClasses>
  readonly synonymTables: Map<string, SynonymTable>
}

export function createIndexLanguage(
  settings: Partial<LanguageSettings> = {},
  synonyms: readonly Synonym[] = [],
): IndexLanguage {
  return {
    settings: { ...DEFAULT_LANGUAGE_SETTINGS, ...settings },
    synonyms,
    formClasses: new Map(),
    synonymTables: new Map(),
  }
}

const optionsKey = (options: WordFormOptions) =>
  `${options.plurals ? 'p' : ''}${options.stemming ? 's' : ''}${options.spelling ? 'v' : ''}`

export function isFolding(options: WordFormOptions): boolean {
  return options.plurals || options.spelling
}

/**
 * Groups the dictionary's words by their keys. A class is only stored when the key alone (as a
 * dictionary word) would not find all of it, which leaves most words of a dictionary out.
 */
export function formClassesOf(
  language: IndexLanguage,
  dictionary: TermDictionary,
  options: WordFormOptions,
): FormClasses {
  const key = optionsKey(options)
  let classes = language.formClasses.get(key)
  if (classes) return classes
  const exact = new Map<string, number[]>()
  const inflected = new Map<string, number[]>()
  const add = (map: Map<string, number[]>, formKey: string, termId: number) => {
    const members = map.get(formKey)
    if (members) members.push(termId)
    else map.set(formKey, [termId])
  }
  const { terms } = dictionary
  for (let termId = 0; termId < terms.length; termId++) {
    const term = terms[termId] as string
    const keys = wordFormKeys(term, options)
    add(exact, keys.exact, termId)
    if (options.stemming && options.plurals) add(inflected, keys.inflected, termId)
  }
  const prune = (map: Map<string, number[]>) => {
    for (const [formKey, members] of map) {
      if (members.length === 1 && terms[members[0] as number] === formKey) map.delete(formKey)
    }
  }
  prune(exact)
  prune(inflected)
  classes = { exact, inflected }
  language.formClasses.set(key, classes)
  return classes
}

/** Dictionary words of a form class: the stored class, or the key itself when it is a word. */
export function classMembers(
  classes: ReadonlyMap<string, readonly number[]>,
  dictionary: TermDictionary,
  formKey: string,
): readonly number[] {
  const stored = classes.get(formKey)
  if (stored) return stored
  const termId = dictionary.idOf(formKey)
  return termId === undefined ? [] : [termId]
}

export function synonymTableOf(language: IndexLanguage, options: WordFormOptions): SynonymTable {
  if (language.synonyms.length === 0) return EMPTY_SYNONYMS
  const key = optionsKey({ ...options, stemming: false })
  let table = language.synonymTables.get(key)
  if (!table) {
    table = compileSynonyms(language.synonyms, (word) => wordFormKeys(word, options).exact)
    language.synonymTables.set(key, table)
  }
  return table
}

/** What a search may set of the language settings (the hosted service's search parameters). */
export interface LanguageParams {
  ignorePlurals?: LanguageSwitch
  removeStopWords?: LanguageSwitch
  queryLanguages?: readonly string[]
  synonyms?: boolean
  alternativesAsExact?: readonly AlternativeKind[]
}

function queryLanguagesOf(settings: LanguageSettings, params: LanguageParams): readonly string[] | undefined {
  return params.queryLanguages ?? settings.queryLanguages
}

/** The word-form foldings of a search: the index's settings, with the search's `ignorePlurals`. */
export function wordFormOptionsOf(settings: LanguageSettings, params: LanguageParams): WordFormOptions {
  const plurals = appliesToEnglish(
    params.ignorePlurals ?? settings.ignorePlurals,
    queryLanguagesOf(settings, params),
  )
  return { plurals, stemming: plurals && settings.englishStemming, spelling: settings.spellingVariants }
}

export interface ResolvedLanguage {
  forms: WordFormOptions
  removeStopWords: boolean
  synonyms: boolean
  alternativesAsExact: ReadonlySet<AlternativeKind>
}

export function resolveLanguage(settings: LanguageSettings, params: LanguageParams): ResolvedLanguage {
  return {
    forms: wordFormOptionsOf(settings, params),
    removeStopWords: appliesToEnglish(
      params.removeStopWords ?? settings.removeStopWords,
      queryLanguagesOf(settings, params),
    ),
    synonyms: params.synonyms ?? true,
    alternativesAsExact: new Set(params.alternativesAsExact ?? settings.alternativesAsExact),
  }
}
