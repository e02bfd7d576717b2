/**
 * A generated documentation corpus for the search benchmark: N pages shaped like this site's
 * (sections, headings, paragraphs, property reference rows), with a Zipf-distributed vocabulary so
 * that common words are very common and most words are rare, as in real prose: English stop words
 * first, then the product's vocabulary (spring, boot, admin, server, … so those match a large
 * share of the records, as on the real site), then made-up words. Deterministic: the same seed
 * gives the same records.
 */
import { LEVEL_WEIGHT, recordObjectId } from '../lib/search/indexing/records'
import type { Hierarchy, RecordType, SearchRecord } from '../lib/search/record'

/** Small, fast, seedable PRNG (mulberry32). */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The most frequent words of English prose: in real pages they, not product words, top the counts. */
const STOP_WORDS = `the of and to a in is for that with on as it be by this are or you can from an
not if when which use your all each one more at will its also has have than only`
  .split(/\s+/)
  .filter(Boolean)

const DOC_WORDS =
  `spring boot admin server client application instance registry actuator endpoint endpoints health
metrics configuration configure property properties notification notifier mail slack teams discord telegram
webhook security login csrf session cookie token authentication authorization cluster clustering hazelcast
event events journal store status change down offline up unknown reminder filter filters ui customize theme
brand title logo header interceptor request response proxy timeout retry interval period monitor monitored
service discovery eureka consul kubernetes cloud registration register deregister url path context management
port info build git version log logs logfile level loggers thread dump heap jvm memory cpu gc cache caches
datasource database jdbc mongo redis flyway liquibase scheduled tasks mappings beans env environment refresh
restart shutdown jolokia jmx http https ssl certificate trust password user username role roles basic bearer
header headers template message subject recipient from to cc sender enabled disabled default value type
string integer boolean duration list map collection setting settings example examples note tip warning info
overview introduction getting started installation setup dependency maven gradle starter module modules
annotation enableadminserver bean component class method interface implementation extend extension view
views page pages menu navigation route routes tab tabs panel panels detail details wallboard journal`
    .split(/\s+/)
    .filter(Boolean)

const SYLLABLES = [
  'ka',
  'ri',
  'to',
  'men',
  'sol',
  'dra',
  'vin',
  'ex',
  'por',
  'lu',
  'tek',
  'nor',
  'bal',
  'zi',
  'qua',
  'fel',
]

/** `size` words, most frequent first: stop words, documentation words, then made-up words. */
export function buildVocabulary(size: number, random: () => number): string[] {
  const words = new Set([...STOP_WORDS, ...DOC_WORDS])
  while (words.size < size) {
    const length = 2 + Math.floor(random() * 3)
    let word = ''
    for (let i = 0; i < length; i++) word += SYLLABLES[Math.floor(random() * SYLLABLES.length)]
    words.add(word)
  }
  return [...words]
}

/** Draws word ranks with probability ∝ 1/rank (Zipf, s = 1) by inverting a precomputed CDF. */
function zipfSampler(size: number, random: () => number): () => number {
  const cdf = new Float64Array(size)
  let total = 0
  for (let rank = 0; rank < size; rank++) {
    total += 1 / (rank + 1)
    cdf[rank] = total
  }
  return () => {
    const target = random() * total
    let low = 0
    let high = size - 1
    while (low < high) {
      const middle = (low + high) >> 1
      if ((cdf[middle] as number) < target) low = middle + 1
      else high = middle
    }
    return low
  }
}

const SECTIONS = [
  'Getting started',
  'Server',
  'Client',
  'Customizing',
  'Notifications',
  'Security',
  'Clustering',
  'Events',
  'Actuator',
  'Integrations',
  'Reference',
  'Blog',
]

export interface GeneratedCorpus {
  records: SearchRecord[]
  vocabulary: string[]
  propertyNames: string[]
}

export function generateCorpus(pageCount: number, seed = 42): GeneratedCorpus {
  const random = createRandom(seed)
  const vocabulary = buildVocabulary(20_000, random)
  const nextRank = zipfSampler(vocabulary.length, random)
  const word = () => vocabulary[nextRank()] as string
  const nameWord = () => {
    let candidate = word()
    while (STOP_WORDS.includes(candidate)) candidate = word()
    return candidate
  }
  const words = (min: number, max: number) => {
    const count = min + Math.floor(random() * (max - min + 1))
    return Array.from({ length: count }, word)
  }
  const capitalized = (list: string[]) =>
    list.map((w, i) => (i === 0 ? w[0]?.toUpperCase() + w.slice(1) : w)).join(' ')
  const records: SearchRecord[] = []
  const propertyNames: string[] = []
  for (let page = 0; page < pageCount; page++) {
    const section = SECTIONS[page % SECTIONS.length] as string
    const url = `/3.5.6/docs/generated/page-${page}`
    const title = capitalized(words(1, 4))
    const pageRank = page % 50 === 0 ? 1 : 0
    let position = 0
    const hierarchy: Hierarchy = {
      lvl0: section,
      lvl1: title,
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    }
    const push = (type: RecordType, anchor: string | null, content: string | null) => {
      records.push({
        objectID: recordObjectId(url, anchor, position),
        url: anchor ? `${url}#${anchor}` : url,
        url_without_anchor: url,
        anchor,
        type,
        hierarchy: { ...hierarchy },
        content,
        version: '3.5.6',
        language: 'en',
        weight: { pageRank, level: LEVEL_WEIGHT[type], position: position++ },
      })
    }
    push('lvl1', null, null)
    push('content', null, capitalized(words(15, 50)) + '.')
    const headingCount = 3 + Math.floor(random() * 5)
    for (let h = 0; h < headingCount; h++) {
      const level = h > 0 && random() < 0.35 ? 3 : 2
      const heading = capitalized(words(1, 5))
      hierarchy.lvl3 = null
      if (level === 2) hierarchy.lvl2 = heading
      else hierarchy.lvl3 = heading
      const anchor = `h-${h}`
      push(level === 2 ? 'lvl2' : 'lvl3', anchor, null)
      const paragraphs = 1 + Math.floor(random() * 4)
      for (let p = 0; p < paragraphs; p++) push('content', anchor, capitalized(words(8, 60)) + '.')
      if (random() < 0.1) {
        for (let row = 0; row < 5; row++) {
          // Property names are made of product and made-up words, never of stop words.
          const name = `spring.boot.admin.${nameWord()}.${nameWord()}-${nameWord()}`
          propertyNames.push(name)
          push('content', name, `${name} String ${capitalized(words(4, 14))}.`)
        }
      }
    }
  }
  return { records, vocabulary, propertyNames }
}
