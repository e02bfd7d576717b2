/**
 * The file formats the CMS reads and writes content with (registered in the admin page by
 * `CMS.registerCustomFormat`, `lib/authoring/browser/cms-setup.ts`). Each keeps the file's own text
 * beside the values it parsed (`SOURCE_KEY`, a key no form shows), and writing brings that text to
 * the new values by editing only what changed: a file opened and saved unedited is byte-identical,
 * a one-field edit is a one-line diff, and front-matter comments, quoting, flow lists and the
 * body's MDX (admonitions, components, code-block meta, `{#id}` headings) are never re-serialised.
 * The CMS's own front-matter format re-serialises every key through js-yaml and its rich-text
 * editor re-serialises the body through remark, which rewrites all of those.
 *
 * Pure and browser-safe: tested in `source-formats.test.ts` over every file under `content/` and
 * the Docusaurus fixture.
 */
import { applyEdits, modify, parse as parseJsonc, type ParseError } from 'jsonc-parser'
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml'
import { BODY_KEY, LIST_KEY, SOURCE_KEY } from './data-keys'
import { deepEqual, isEmptyValue, isPlainObject, patchYaml } from './yaml-patch'

/** What the CMS calls a format: text to data and back. */
export interface SourceFormat {
  fromFile(text: string): Record<string, unknown>
  toFile(data: Record<string, unknown>): string
}

type Data = Record<string, unknown>

function withoutKeys(data: Data, ...keys: string[]): Data {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !keys.includes(key)))
}

/** The first lines of a markdown file between `---` lines, and what follows them. */
interface SplitMarkdown {
  open: string
  frontMatter: string
  close: string
  body: string
}

const FRONT_MATTER = /^(---[ \t]*\r?\n)([\s\S]*?)(^---[ \t]*(?:\r?\n|$))/m

export function splitMarkdown(text: string): SplitMarkdown | undefined {
  const match = FRONT_MATTER.exec(text)
  if (!match || match.index !== 0) return undefined
  const [whole, open = '', frontMatter = '', close = ''] = match
  return { open, frontMatter, close, body: text.slice(whole.length) }
}

function yamlObject(text: string, what: string): Data {
  const value: unknown = text.trim() === '' ? {} : parseYaml(text)
  if (!isPlainObject(value)) throw new Error(`${what} is not a mapping of keys to values`)
  return value
}

/** Front matter in YAML between `---` lines, then the body (`.md` and `.mdx`). */
export const markdownFormat: SourceFormat = {
  fromFile(text) {
    const split = splitMarkdown(text)
    if (!split) return { [BODY_KEY]: text, [SOURCE_KEY]: text }
    return {
      ...yamlObject(split.frontMatter, 'the front matter'),
      [BODY_KEY]: split.body,
      [SOURCE_KEY]: text,
    }
  },
  toFile(data) {
    const source = typeof data[SOURCE_KEY] === 'string' ? data[SOURCE_KEY] : undefined
    const body = typeof data[BODY_KEY] === 'string' ? data[BODY_KEY] : ''
    const fields = withoutKeys(data, SOURCE_KEY, BODY_KEY)
    const split = source === undefined ? undefined : splitMarkdown(source)
    if (split) return `${split.open}${patchYaml(split.frontMatter, fields)}${split.close}${body}`
    const kept = Object.fromEntries(
      Object.entries(fields).filter(([, value]) => !isEmptyValue(value) && value !== null),
    )
    if (Object.keys(kept).length === 0) return body
    // A new file: its keys in the form's order, then a blank line, as Docusaurus's own pages are written.
    const frontMatter = stringifyYaml(kept, { lineWidth: 0, flowCollectionPadding: false })
    return `---\n${frontMatter}---\n\n${body.replace(/^\n+/, '')}`
  },
}

/** A YAML file (`authors.yml`, `_category_.yml`); a top-level list is edited as `items`. */
export const yamlFormat: SourceFormat = {
  fromFile(text) {
    const value: unknown = parseYaml(text)
    if (Array.isArray(value)) return { [LIST_KEY]: value, [SOURCE_KEY]: text }
    return { ...yamlObject(text, 'the file'), [SOURCE_KEY]: text }
  },
  toFile(data) {
    const source = typeof data[SOURCE_KEY] === 'string' ? data[SOURCE_KEY] : ''
    const original: unknown = parseYaml(source)
    if (!Array.isArray(original)) return patchYaml(source, withoutKeys(data, SOURCE_KEY))
    const items = data[LIST_KEY] ?? []
    return deepEqual(original, items) ? source : stringifyYaml(items, { lineWidth: 0 })
  },
}

function parseJson(text: string): unknown {
  const errors: ParseError[] = []
  const value: unknown = parseJsonc(text, errors, { allowTrailingComma: false, disallowComments: true })
  if (errors.length > 0) throw new Error(`invalid JSON at character ${errors[0]?.offset ?? 0}`)
  return value
}

/** The indentation the file uses, so that a new key is indented like its neighbours. */
function indentOf(text: string): { insertSpaces: boolean; tabSize: number } {
  const indented = /\n([ \t]+)\S/.exec(text)?.[1] ?? '  '
  return indented.startsWith('\t')
    ? { insertSpaces: false, tabSize: 1 }
    : { insertSpaces: true, tabSize: indented.length }
}

type JsonPath = Array<string | number>

/** The smallest edits that turn `before` into `after`: changed leaves, or whole values whose shape changed. */
function jsonChanges(
  before: unknown,
  after: unknown,
  path: JsonPath = [],
): Array<{ path: JsonPath; value: unknown }> {
  if (deepEqual(before, after)) return []
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])]
    return keys.flatMap((key) =>
      key in after && !isEmptyValue(after[key])
        ? jsonChanges(before[key], after[key], [...path, key])
        : key in before
          ? [{ path: [...path, key], value: undefined }]
          : [],
    )
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length && path.length > 0) {
    return after.flatMap((item, index) => jsonChanges(before[index], item, [...path, index]))
  }
  return [{ path, value: after }]
}

/** A JSON file (`_category_.json`, `home.json`, `synonyms.json`); a top-level list is edited as `items`. */
export const jsonFormat: SourceFormat = {
  fromFile(text) {
    const value = parseJson(text)
    if (Array.isArray(value)) return { [LIST_KEY]: value, [SOURCE_KEY]: text }
    if (!isPlainObject(value)) throw new Error('the file is not a JSON object or list')
    return { ...value, [SOURCE_KEY]: text }
  },
  toFile(data) {
    const source = typeof data[SOURCE_KEY] === 'string' ? data[SOURCE_KEY] : undefined
    const original = source === undefined ? undefined : parseJson(source)
    const fields = withoutKeys(data, SOURCE_KEY)
    const after = Array.isArray(original) ? (fields[LIST_KEY] ?? []) : fields
    if (source === undefined || original === undefined) return `${JSON.stringify(after, null, 2)}\n`
    const formattingOptions = { ...indentOf(source), eol: '\n' }
    let text = source
    for (const change of jsonChanges(original, after)) {
      if (change.path.length === 0)
        return `${JSON.stringify(after, null, formattingOptions.insertSpaces ? formattingOptions.tabSize : '\t')}\n`
      text = applyEdits(text, modify(text, change.path, change.value, { formattingOptions }))
    }
    return text
  },
}
