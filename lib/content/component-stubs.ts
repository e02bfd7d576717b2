/**
 * Stand-ins for the components a Docusaurus site defined in its own `src/` (or took from npm), for a
 * team that moves its docs here without writing React: `content/component-stubs.yml` lists their
 * names, and each element of such a name is replaced by its children (a wrapper such as `APITable`
 * or `BrowserWindow` keeps its content; a childless one such as `<ColorGenerator />` disappears),
 * and an import of such names, from anywhere and in any form (`import { HexMesh } from '…'`), is
 * dropped. The content check reads the list on every run; the MDX pipeline (theme-imports.ts) reads
 * it for each page it compiles.
 */
import fs from 'node:fs'
import path from 'node:path'
import YAML from 'yaml'
import { MDX_COMPONENT_NAMES } from './mdx-component-names'

/** The file below content/. */
export const COMPONENT_STUBS_FILE = 'component-stubs.yml'

export interface ComponentStubs {
  names: string[]
  problems: Array<{ line: number | undefined; message: string }>
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/

/** The names a stubs file lists, and what is wrong with it, each with its line. */
export function parseComponentStubs(source: string, registered: readonly string[] = MDX_COMPONENT_NAMES): ComponentStubs {
  const lineCounter = new YAML.LineCounter()
  const document = YAML.parseDocument(source, { lineCounter })
  const lineOf = (node: { range?: [number, number, number] | null } | null | undefined) =>
    node?.range ? lineCounter.linePos(node.range[0]).line : undefined
  const [error] = document.errors
  if (error) return { names: [], problems: [{ line: error.linePos?.[0]?.line, message: `invalid YAML (${error.message.split('\n')[0]})` }] }
  const contents = document.contents
  if (contents === null) return { names: [], problems: [] }
  if (!YAML.isSeq(contents)) {
    return { names: [], problems: [{ line: lineOf(contents), message: 'expected a list of component names (`- APITable`)' }] }
  }
  const names: string[] = []
  const problems: ComponentStubs['problems'] = []
  for (const item of contents.items) {
    const value = YAML.isScalar(item) ? item.value : undefined
    const line = lineOf(item as { range?: [number, number, number] | null })
    if (typeof value !== 'string' || !IDENTIFIER.test(value)) {
      problems.push({ line, message: `${JSON.stringify(YAML.isScalar(item) ? item.value : String(item))} is not a name as content uses it (\`APITable\`, \`metadata\`)` })
    } else if (registered.includes(value)) {
      problems.push({ line, message: `${value} is a component of this site: it needs no stand-in (remove it from the list)` })
    } else names.push(value)
  }
  return { names, problems }
}

/** The stubs of the project in `root` (none when it has no stubs file). */
export function readComponentStubs(root: string): ComponentStubs {
  const file = path.join(root, 'content', COMPONENT_STUBS_FILE)
  let source: string
  try {
    source = fs.readFileSync(file, 'utf8')
  } catch {
    return { names: [], problems: [] }
  }
  return parseComponentStubs(source)
}
