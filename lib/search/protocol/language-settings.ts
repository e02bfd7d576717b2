/**
 * The index settings that change how the embedded engine matches words: the hosted service's
 * `ignorePlurals`, `removeStopWords`, `queryLanguages`, `alternativesAsExact` and
 * `removeWordsIfNoResults` (the defaults of the search parameters of those names), and the
 * true-or-false settings of ours, EMBEDDED_ONLY_SETTINGS (`englishStemming`, `spellingVariants`, …,
 * see lib/search/engine/language/index-language.ts). `setSettings`
 * checks them with the same rules as the search parameters of the same names.
 */
import { badRequest } from '../engine/types'
import type { LanguageSettings } from '../engine/language/index-language'
import { EMBEDDED_ONLY_SETTINGS } from '../engine/index/index-settings'
import { checkSearchParam } from './param-rules'

const EMBEDDED_ONLY_NAMES = Object.keys(EMBEDDED_ONLY_SETTINGS) as Array<keyof typeof EMBEDDED_ONLY_SETTINGS>

const SHARED_LANGUAGE_SETTINGS = [
  'ignorePlurals',
  'removeStopWords',
  'queryLanguages',
  'alternativesAsExact',
  'removeWordsIfNoResults',
  'attributeCriteriaComputedByMinProximity',
] as const

/** Throws a 400 naming the setting when a language setting has the wrong type. */
export function checkLanguageSettings(settings: Record<string, unknown>): void {
  for (const name of SHARED_LANGUAGE_SETTINGS) {
    if (settings[name] !== undefined) checkSearchParam(name, settings[name])
  }
  for (const name of EMBEDDED_ONLY_NAMES) {
    const value = settings[name]
    if (value !== undefined && typeof value !== 'boolean')
      throw badRequest(`Invalid value for "${name}": expected true or false`)
  }
}

/** The language settings stored with an index; a value that does not pass the checks keeps its default. */
export function languageSettingsOf(settings: Record<string, unknown>): Partial<LanguageSettings> {
  const language: Record<string, unknown> = {}
  for (const name of SHARED_LANGUAGE_SETTINGS) {
    if (settings[name] === undefined) continue
    try {
      language[name] = checkSearchParam(name, settings[name])
    } catch {
      // A stored file edited by hand: the setting keeps its default.
    }
  }
  for (const name of EMBEDDED_ONLY_NAMES) {
    if (typeof settings[name] === 'boolean') language[name] = settings[name]
  }
  return language as Partial<LanguageSettings>
}
