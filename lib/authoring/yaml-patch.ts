/**
 * A YAML text brought to new values by editing only what changed: the lines of an unchanged key,
 * its comments, quotes, flow lists and folded strings stay byte for byte as the writer left them.
 * The CMS hands back whole values (`{ title, tags, … }`); serialising them again would rewrite the
 * whole front matter (the `yaml` package's own `toString()` re-spaces `[a, "b"]` and refolds long
 * strings), so a one-field edit would show as a diff of every line.
 */
import {
  Document,
  isMap,
  isPair,
  isScalar,
  isSeq,
  parseDocument,
  stringify,
  type Pair,
  type YAMLMap,
} from 'yaml'

interface Edit {
  start: number
  end: number
  text: string
}

/** Values the CMS writes for a field left empty: the same as the key being absent. */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => deepEqual(item, b[i]))
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)])
    return [...keys].every((key) => deepEqual(a[key], b[key]))
  }
  return false
}

/** `key: value` as YAML lines at an indentation; lists of scalars stay on one line, as writers write them. */
function pairText(key: string, value: unknown, indent: string): string {
  const document = new Document({ [key]: value })
  const node = document.get(key, true)
  if (isSeq(node) && node.items.every(isScalar)) node.flow = true
  return document
    .toString({ flowCollectionPadding: false, lineWidth: 0 })
    .trimEnd()
    .split('\n')
    .map((line) => indent + line)
    .join('\n')
}

function keyOf(pair: Pair): string | undefined {
  return isScalar(pair.key) && typeof pair.key.value === 'string' ? pair.key.value : undefined
}

/** Where a line starts, and where it ends after its newline. */
function lineStart(text: string, index: number): number {
  return text.lastIndexOf('\n', index - 1) + 1
}
function lineEnd(text: string, index: number): number {
  const newline = text.indexOf('\n', index)
  return newline === -1 ? text.length : newline + 1
}

/** The end of a pair's value, before its trailing comment and line break. */
function valueEnd(pair: Pair, source: string): number {
  const node = pair.value as { range?: [number, number, number] } | null
  const keyNode = pair.key as { range?: [number, number, number] }
  const end = node?.range?.[1] ?? keyNode.range?.[1] ?? 0
  // A block value (a nested map or list) ends at the start of the next line: keep that newline out.
  return source[end - 1] === '\n' ? end - 1 : end
}

function editsForMap(
  source: string,
  map: YAMLMap,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Edit[] {
  const edits: Edit[] = []
  const pairs = map.items.filter(isPair)
  const first = pairs[0]?.key as { range?: [number, number, number] } | undefined
  const indent = first?.range ? source.slice(lineStart(source, first.range[0]), first.range[0]) : ''
  const seen = new Set<string>()
  for (const pair of pairs) {
    const key = keyOf(pair)
    if (key === undefined) continue
    seen.add(key)
    const old = before[key]
    const value = after[key]
    if (deepEqual(old, value)) continue
    const keyRange = (pair.key as { range: [number, number, number] }).range
    if (isEmptyValue(value) || (value === null && old !== null)) {
      // The key's lines go, comments on them too.
      edits.push({
        start: lineStart(source, keyRange[0]),
        end: lineEnd(source, valueEnd(pair, source)),
        text: '',
      })
    } else if (isPlainObject(old) && isPlainObject(value) && isMap(pair.value) && !pair.value.flow) {
      edits.push(...editsForMap(source, pair.value, old, value))
    } else {
      edits.push({
        start: lineStart(source, keyRange[0]),
        end: valueEnd(pair, source),
        text: pairText(key, value, indent),
      })
    }
  }
  const added = Object.keys(after).filter(
    (key) => !seen.has(key) && !isEmptyValue(after[key]) && after[key] !== null,
  )
  if (added.length > 0) {
    const last = pairs.at(-1)
    const at = last ? lineEnd(source, valueEnd(last, source)) : source.length
    const needsBreak = at > 0 && source[at - 1] !== '\n'
    const lines = added.map((key) => pairText(key, after[key], indent)).join('\n')
    edits.push({ start: at, end: at, text: `${needsBreak ? '\n' : ''}${lines}\n` })
  }
  return edits
}

/**
 * `source` (a YAML mapping) with its values brought to `after`. Keys keep their order; new keys come
 * last; a key whose value becomes empty is removed. With nothing changed, `source` itself.
 */
export function patchYaml(source: string, after: Record<string, unknown>): string {
  const document = parseDocument(source)
  if (document.errors.length > 0) throw new Error(document.errors[0]?.message ?? 'invalid YAML')
  const before = (document.toJS() ?? {}) as unknown
  if (deepEqual(before, after)) return source
  const contents = document.contents
  if (contents !== null && !isMap(contents)) throw new Error('the YAML is not a mapping of keys to values')
  if (contents === null || contents.flow) {
    // Empty, or one `{ … }` line: nothing of the writer's layout to keep.
    const rest = Object.fromEntries(Object.entries(after).filter(([, value]) => !isEmptyValue(value)))
    return Object.keys(rest).length === 0 ? '' : stringify(rest, { lineWidth: 0 })
  }
  const edits = editsForMap(source, contents, isPlainObject(before) ? before : {}, after)
  let text = source
  for (const edit of edits.sort((a, b) => b.start - a.start))
    text = text.slice(0, edit.start) + edit.text + text.slice(edit.end)
  return text
}
