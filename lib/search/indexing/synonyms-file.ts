/**
 * The synonyms shipped with the content (`content/search/synonyms.json`): a JSON list of synonyms
 * in the hosted service's shape, checked whole. A problem is reported with the file, the line and
 * the entry, so the build that loads the file fails with a message a writer can act on. Pure: the
 * caller reads the file (the build, or a later content-release step).
 */
import { SynonymShapeError, parseSynonym, type Synonym } from '../engine/language/synonyms'

export const SYNONYMS_FILE = 'content/search/synonyms.json'

export class SynonymsFileError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SynonymsFileError'
  }
}

function lineAt(text: string, offset: number): number {
  let line = 1
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++
  return line
}

/** Where each element of the top-level JSON list starts (offsets), for error lines. */
function elementOffsets(text: string): number[] {
  const offsets: number[] = []
  let depth = 0
  let inString = false
  let expectElement = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string
    if (inString) {
      if (char === '\\') i++
      else if (char === '"') inString = false
      continue
    }
    if (/\s/.test(char)) continue
    if (expectElement && char !== ']') {
      offsets.push(i)
      expectElement = false
    }
    if (char === '"') inString = true
    else if (char === '[' || char === '{') {
      depth++
      if (depth === 1 && char === '[') expectElement = true
    } else if (char === ']' || char === '}') depth--
    else if (char === ',' && depth === 1) expectElement = true
  }
  return offsets
}

/** The synonyms of a synonyms file's text; throws SynonymsFileError naming file, line and entry. */
export function parseSynonymsFile(text: string, file: string = SYNONYMS_FILE): Synonym[] {
  let json: unknown
  try {
    json = JSON.parse(text) as unknown
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    const position = /position (\d+)/.exec(reason)
    const where = position ? `:${lineAt(text, Number(position[1]))}` : ''
    throw new SynonymsFileError(`${file}${where}: not valid JSON (${reason})`)
  }
  if (!Array.isArray(json)) {
    throw new SynonymsFileError(
      `${file}:1: expected a JSON list of synonyms, e.g. [{ "objectID": "k8s", "type": "synonym", "synonyms": ["k8s", "kubernetes"] }]`,
    )
  }
  const offsets = elementOffsets(text)
  const seen = new Map<string, number>()
  return json.map((entry, position) => {
    const line = lineAt(text, offsets[position] ?? 0)
    const where = `${file}:${line}: entry ${position + 1}`
    let synonym: Synonym
    try {
      synonym = parseSynonym(entry)
    } catch (error) {
      if (error instanceof SynonymShapeError) throw new SynonymsFileError(`${where}: ${error.message}`)
      throw error
    }
    const earlier = seen.get(synonym.objectID)
    if (earlier !== undefined)
      throw new SynonymsFileError(
        `${where}: objectID "${synonym.objectID}" is already used by entry ${earlier}`,
      )
    seen.set(synonym.objectID, position + 1)
    return synonym
  })
}
