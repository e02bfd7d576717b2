/** Test records: only what a test cares about needs to be spelled out. */
import type { Hierarchy, RecordType, SearchRecord } from '../record'

export interface RecordSketch {
  objectID: string
  type?: RecordType
  hierarchy?: Partial<Hierarchy>
  content?: string | null
  url?: string
  pageRank?: number
  level?: number
  position?: number
  version?: string
  language?: string
}

export function makeRecord(sketch: RecordSketch): SearchRecord {
  const url = sketch.url ?? `/3.5.6/docs/page-${sketch.objectID}`
  const hashIndex = url.indexOf('#')
  const type = sketch.type ?? 'content'
  return {
    objectID: sketch.objectID,
    url,
    url_without_anchor: hashIndex >= 0 ? url.slice(0, hashIndex) : url,
    anchor: hashIndex >= 0 ? url.slice(hashIndex + 1) : null,
    type,
    hierarchy: {
      lvl0: 'Documentation',
      lvl1: 'Untitled',
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
      ...sketch.hierarchy,
    },
    content: sketch.content ?? null,
    version: sketch.version ?? '3.5.6',
    language: sketch.language ?? 'en',
    weight: {
      pageRank: sketch.pageRank ?? 0,
      level: sketch.level ?? (type === 'content' ? 0 : 90),
      position: sketch.position ?? 0,
    },
  }
}
