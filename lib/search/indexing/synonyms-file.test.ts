import fs from 'node:fs'
import path from 'node:path'
import { SYNONYMS_FILE, SynonymsFileError, parseSynonymsFile } from './synonyms-file'

const error = (text: string): string => {
  try {
    parseSynonymsFile(text, 'synonyms.json')
  } catch (caught) {
    if (caught instanceof SynonymsFileError) return caught.message
    throw caught
  }
  throw new Error('expected a SynonymsFileError')
}

describe('parseSynonymsFile', () => {
  it('reads the content synonyms shipped with the site', () => {
    const text = fs.readFileSync(path.join(__dirname, '..', '..', '..', SYNONYMS_FILE), 'utf8')
    const synonyms = parseSynonymsFile(text)
    expect(synonyms.length).toBeGreaterThan(10)
    expect(synonyms).toContainEqual({
      objectID: 'kubernetes',
      type: 'synonym',
      synonyms: ['k8s', 'kubernetes'],
    })
  })

  it('reads both shapes of the hosted service, one-way types in either spelling', () => {
    expect(
      parseSynonymsFile(
        '[{"objectID":"a","type":"synonym","synonyms":["x","y"]},{"objectID":"b","type":"onewaysynonym","input":"x","synonyms":["z"]}]',
      ),
    ).toEqual([
      { objectID: 'a', type: 'synonym', synonyms: ['x', 'y'] },
      { objectID: 'b', type: 'oneWaySynonym', input: 'x', synonyms: ['z'] },
    ])
  })

  it('names the file, line and entry of a broken synonym', () => {
    const text =
      '[\n  {"objectID": "a", "type": "synonym", "synonyms": ["x", "y"]},\n  {"objectID": "b", "type": "synonym", "synonyms": ["x"]}\n]'
    expect(error(text)).toBe(
      'synonyms.json:3: entry 2: "synonyms" must be a list of 2 to 100 words or phrases',
    )
    expect(error('[\n  {"objectID": "a", "type": "placeholder", "placeholder": "<x>"}\n]')).toBe(
      'synonyms.json:2: entry 1: synonyms of type "placeholder" are not supported by this search backend: use synonym or oneWaySynonym',
    )
    expect(error('[{"type": "synonym", "synonyms": ["x", "y"]}]')).toMatch(
      /^synonyms.json:1: entry 1: "objectID" must be/,
    )
  })

  it('reports invalid JSON with its line, a file that is not a list, and reused objectIDs', () => {
    expect(error('[\n  {"objectID": "a",\n  "type" "synonym"}\n]')).toMatch(
      /^synonyms.json:3: not valid JSON/,
    )
    expect(error('{"synonyms": []}')).toMatch(/^synonyms.json:1: expected a JSON list of synonyms/)
    expect(
      error(
        '[{"objectID":"a","type":"synonym","synonyms":["x","y"]},\n{"objectID":"a","type":"synonym","synonyms":["u","v"]}]',
      ),
    ).toBe('synonyms.json:2: entry 2: objectID "a" is already used by entry 1')
  })
})
