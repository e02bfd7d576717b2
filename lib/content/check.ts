import type { Root } from 'mdast'
import { visit } from 'unist-util-visit'
import { resolveAuthors, type AuthorMap } from './blog-authors'
import { locatePost } from './blog-paths'
import { contentTypeOf, isFileReference, isRelativeReference, requiredPath, resolveContentPath } from './content-assets'
import { compiledTreeFacts } from './compiled-tree-facts'
import { readFrontMatter } from './front-matter'
import { frontMatterTypeProblems } from './front-matter-types'
import { parseMarkdown } from './parse'
import { docFileLink } from './doc-file-links'
import { locateDoc, routeKey } from './paths'
import { LinkResults, type LinkDependencies, type LinkWorld } from './link-results'
import { diagramProblem } from './mermaid-check'
import type { GrammarVerdict } from './mermaid-grammar'
import { contentImports, REGISTER_COMPONENT_HELP } from './theme-imports'
import { anchorsFromTree } from './toc'

/** One finding of the content check, always with the file and, where known, the line. */
export interface Diagnostic {
  severity: 'error' | 'warning'
  file: string
  line?: number
  message: string
}

export interface ContentFile {
  /** Path below content/, e.g. `docs/server/10-Events.mdx`. */
  path: string
  source: string
}

export interface CheckOptions {
  /** Does `public/<path>` exist? (`/img/a.svg` → `public/img/a.svg`) */
  publicFileExists: (sitePath: string) => boolean
  /** Property names of each property group of data/properties.json. */
  propertyGroups: Map<string, string[]>
  /** Property descriptions we wrote, by property name. */
  propertyDescriptions: Map<string, string>
  /** Routes served by code rather than content (home, blog index, feeds). */
  extraRoutes: string[]
  /** Names of the MDX components content may use. */
  components: string[]
  /** Names content/component-stubs.yml lists: elements and imports of these are stand-ins (component-stubs.ts). */
  stubs?: string[]
  /** The version base path, stripped from links that carry it (`/3.5.6`). */
  basePath: string
  /** Does `content/<path>` exist? For images kept beside their page (`./diagram.png`). */
  contentFileExists?: (contentPath: string) => boolean
  /** The blog's authors.yml, to check the keys posts name. */
  blogAuthors?: AuthorMap
  /** Where parsed files are kept for the next process (see {@link ParseCache}); none by default. */
  parseCache?: ParseCache
  /**
   * Mermaid's verdict on a diagram's source (lib/content/mermaid-grammar.ts, which a publish
   * passes); without it, diagrams are checked only by drawing them.
   */
  diagramGrammar?: (source: string) => GrammarVerdict
}

/**
 * A store for what parsing a file found, kept by a publisher for its next process (a CI job):
 * `read` gives what was stored for this path and exactly this source, or undefined.
 */
export interface ParseCache {
  read(path: string, source: string): StoredParse | undefined
  write(path: string, source: string, parse: StoredParse): void
}

/** What parsing one file found, as JSON. */
export interface StoredParse {
  data: Record<string, unknown>
  diagnostics: Diagnostic[]
  parsed?: Omit<ParsedFile, 'file' | 'anchors'> & { anchors: string[] }
}

/**
 * What the check needs of a file's tree, in the tree's order, taken in one walk when the file is
 * parsed: a publisher in watch mode checks every file on every save, and walking every tree each
 * time cost what the whole site costs. Trees are not kept.
 */
type FileFact =
  | { kind: 'element'; name: string; line?: number }
  | { kind: 'image'; url: string; line?: number }
  | { kind: 'link'; href: string; line?: number }
  /** A file beside the page that a link or a `require('./…')` in JSX names (content-assets.ts). */
  | { kind: 'file'; url: string; required: boolean; line?: number }
  /**
   * A ```mermaid block: the line of its fence, its source (for Mermaid's grammar, asked at check
   * time) and, when it will not draw at publish, the problem with its line in the block.
   */
  | { kind: 'diagram'; source: string; message?: string; line?: number }

export interface ParsedFile {
  file: ContentFile
  route: string | undefined
  anchors: Set<string>
  lineOffset: number
  /** `<PropertyTable group="…">` elements: their groups and line. */
  propertyTables: Array<{ groups: string[]; line?: number }>
  /** The file's imports (with the components they were classified against). */
  imports: ContentImportFact[]
  facts: FileFact[]
}

interface ContentImportFact {
  line?: number
  unsupported?: string
  names: string[]
}

/** Partials (`_name.mdx`, or anything in a `_folder/`) are imported by pages, not pages themselves. */
function isPartial(path: string): boolean {
  return path.split('/').some((segment) => segment.startsWith('_'))
}

function routeOf(path: string, data: Record<string, unknown>): string | undefined {
  if (isPartial(path)) return undefined
  const slug = typeof data.slug === 'string' ? data.slug : undefined
  const id = typeof data.id === 'string' ? data.id : undefined
  if (path.startsWith('docs/')) return locateDoc(path.slice('docs/'.length), slug, id).route
  const name = path.slice(path.lastIndexOf('/') + 1).replace(/\.mdx?$/, '')
  if (path.startsWith('pages/')) return `/${name}`
  if (path.startsWith('blog/')) return locatePost(path.slice('blog/'.length), data).route
  return undefined
}

/**
 * The type problems of a file's front matter, by the parsed object: a file whose text did not
 * change keeps its parse (`parsedSources`), so a check of the whole site types only what changed.
 */
const typeProblems = new WeakMap<Record<string, unknown>, string[]>()

function checkFrontMatter(file: ContentFile, data: Record<string, unknown>, options: CheckOptions): Diagnostic[] {
  let found = typeProblems.get(data)
  if (!found) typeProblems.set(data, (found = frontMatterTypeProblems(data)))
  const problems: Diagnostic[] = found.map((message) => ({
    severity: 'error',
    file: file.path,
    line: 1,
    message,
  }))
  if (file.path.startsWith('blog/') && !isPartial(file.path)) {
    if (!locatePost(file.path.slice('blog/'.length), data).date) {
      problems.push({
        severity: 'error',
        file: file.path,
        line: 1,
        message: 'blog posts need a date: name the file or folder YYYY-MM-DD-title, or add front matter "date"',
      })
    }
    const { unknownKeys } = resolveAuthors(data, options.blogAuthors ?? {})
    for (const key of unknownKeys) {
      problems.push({
        severity: 'error',
        file: file.path,
        line: 1,
        message: `author "${key}" is not in content/blog/authors.yml (add it there, or write the author inline: { name: … })`,
      })
    }
  }
  return problems
}

/** Lines in mdast are relative to the body; the file line adds the front matter. */
function lineOf(node: { position?: { start: { line: number } } }, offset: number): number | undefined {
  return node.position ? node.position.start.line + offset : undefined
}

function jsxAttribute(node: unknown, name: string): string | undefined {
  const attributes = (node as { attributes?: Array<{ name?: string; value?: unknown }> }).attributes ?? []
  const attribute = attributes.find((candidate) => candidate.name === name)
  return typeof attribute?.value === 'string' ? attribute.value : undefined
}

/** The relative paths a JSX element's attributes `require` (`href={require('./a.docx').default}`). */
function requiredPaths(node: unknown): string[] {
  const attributes = (node as { attributes?: Array<{ value?: unknown }> }).attributes ?? []
  return attributes.flatMap((attribute) => {
    const expression = (attribute.value as { value?: unknown } | null | undefined)?.value
    const required = typeof expression === 'string' ? requiredPath(expression) : undefined
    return required === undefined ? [] : [required]
  })
}

interface ParsedSource {
  data: Record<string, unknown>
  parsed: ParsedFile | undefined
  diagnostics: Diagnostic[]
}

/**
 * What the check needs of one file: its front matter, and the facts of its tree, taken from the
 * tree its MDX compile read lately (`compiled-tree-facts.ts`) or parsed here.
 */
function parseSource(file: ContentFile, components: readonly string[]): ParsedSource {
  const diagnostics: Diagnostic[] = []
  let data: Record<string, unknown>
  let body: string
  let lineOffset: number
  try {
    ;({ data, body, bodyLineOffset: lineOffset } = readFrontMatter(file.source))
  } catch (error) {
    const mark = (error as { mark?: { line?: number } }).mark
    diagnostics.push({
      severity: 'error',
      file: file.path,
      line: mark?.line !== undefined ? mark.line + 1 : 1,
      message: `invalid front matter: ${(error as Error).message.split('\n')[0]}`,
    })
    return { data: {}, parsed: undefined, diagnostics }
  }
  const route = routeOf(file.path, data)
  // What this file's MDX compile read from its tree lately, with these components: no second parse.
  const compiled = compiledTreeFacts(body)
  if (compiled && compiled.source === file.source && compiled.components === components.join(',')) {
    const parsed = { file, route, anchors: new Set(compiled.anchors), lineOffset, ...compiled.check }
    return { data, parsed, diagnostics }
  }
  let tree: Root
  try {
    tree = parseMarkdown(body)
  } catch (error) {
    const place = (error as { line?: number; place?: { line?: number; start?: { line?: number } } }) ?? {}
    const bodyLine = place.line ?? place.place?.line ?? place.place?.start?.line
    const message = (error as Error).message.replace(/^\d+:\d+(-\d+:\d+)?:\s*/, '')
    diagnostics.push({
      severity: 'error',
      file: file.path,
      line: bodyLine !== undefined ? bodyLine + lineOffset : undefined,
      message: `cannot parse markdown: ${message}`,
    })
    return { data, parsed: undefined, diagnostics }
  }
  const anchors = anchorsFromTree(tree)
  return {
    data,
    parsed: { file, route, anchors, lineOffset, ...checkFactsOfTree(tree, lineOffset, components) },
    diagnostics,
  }
}

/**
 * What the check needs of a file's tree, lines counted in the file (`lineOffset`: the lines of
 * front matter before a body's tree). Also read from the MDX compiler's tree of the whole file
 * (`remark-compiled-tree-facts.ts`), whose lines already count the front matter.
 */
export function checkFactsOfTree(
  tree: Root,
  lineOffset: number,
  components: readonly string[],
): Pick<ParsedFile, 'propertyTables' | 'imports' | 'facts'> {
  const propertyTables: ParsedFile['propertyTables'] = []
  const facts: FileFact[] = []
  const imports = contentImports(tree, components).map((found) => ({
    line: found.line !== undefined ? found.line + lineOffset : undefined,
    unsupported: found.kind.kind === 'unsupported' ? found.kind.message : undefined,
    names: [...found.kind.names],
  }))
  visit(tree, (node) => {
    const line = lineOf(node, lineOffset)
    const named = node as { type: string; name?: string; url?: string }
    if (named.type === 'mdxJsxFlowElement' && named.name === 'PropertyTable') {
      propertyTables.push({ groups: (jsxAttribute(node, 'group') ?? '').split(',').map((group) => group.trim()), line })
    }
    if (named.type.startsWith('mdxJsx') && named.name && /^[A-Z]/.test(named.name) && !named.name.includes('.')) {
      facts.push({ kind: 'element', name: named.name, line })
    }
    const imageUrl =
      named.type === 'image'
        ? named.url
        : named.type.startsWith('mdxJsx') && named.name === 'img'
          ? jsxAttribute(node, 'src')
          : undefined
    if (imageUrl !== undefined) {
      facts.push({ kind: 'image', url: imageUrl, line })
      return
    }
    if (named.type.startsWith('mdxJsx')) {
      for (const url of requiredPaths(node)) facts.push({ kind: 'file', url, required: true, line })
    }
    if (named.type === 'link' && named.url !== undefined) {
      if (isFileReference(named.url)) facts.push({ kind: 'file', url: named.url, required: false, line })
      else facts.push({ kind: 'link', href: named.url, line })
    }
    const code = node as { type: string; lang?: string | null; value?: string }
    if (code.type === 'code' && code.lang === 'mermaid') {
      const source = code.value ?? ''
      const problem = diagramProblem(source)
      facts.push({
        kind: 'diagram',
        source,
        ...(problem ? { message: `line ${problem.line} of the diagram: ${problem.message}` } : {}),
        line,
      })
    }
  })
  return { propertyTables, imports, facts }
}

function storedParseOf(file: ContentFile, result: ParsedSource): StoredParse {
  const { file: _file, anchors, ...facts } = result.parsed ?? { file, anchors: undefined }
  return {
    data: result.data,
    diagnostics: result.diagnostics,
    ...(anchors ? { parsed: { ...(facts as Omit<ParsedFile, 'file' | 'anchors'>), anchors: [...anchors] } } : {}),
  }
}

/**
 * Keeps in `parseCache` what the check will need of `file`, unless it is there already: a cold
 * publish's compiler threads call this right after compiling each page, so the check that follows
 * reads every page's facts instead of parsing it. The facts come from the tree the page's MDX
 * compile just read, else from parsing it here.
 */
export function parseForCheck(file: ContentFile, components: readonly string[], parseCache: ParseCache): void {
  if (parseCache.read(file.path, file.source)) return
  parseCache.write(file.path, file.source, storedParseOf(file, parseSource(file, components)))
}

/**
 * Parsed files by path, while their source stays the same: a publisher in watch mode checks the
 * whole tree on every save, and parsing only the edited file again keeps that fast.
 */
const parsedSources = new Map<string, { source: string; components: string; result: ParsedSource }>()

/** Link findings kept across checks in this process (`link-results.ts`). */
const linkResults = new LinkResults()

/** A file's facts for this check, and the parse they come from (the same object while the file is). */
interface CheckedFile {
  parsed: ParsedFile
  parse: object
}

function parseFile(file: ContentFile, diagnostics: Diagnostic[], options: CheckOptions): CheckedFile | undefined {
  let entry = parsedSources.get(file.path)
  const components = options.components.join(',')
  if (!entry || entry.source !== file.source || entry.components !== components) {
    const stored = options.parseCache?.read(file.path, file.source)
    let result: ParsedSource
    if (stored) {
      const parsed = stored.parsed && { ...stored.parsed, file, anchors: new Set(stored.parsed.anchors) }
      result = { data: stored.data, parsed, diagnostics: stored.diagnostics }
    } else {
      result = parseSource(file, options.components)
      options.parseCache?.write(file.path, file.source, storedParseOf(file, result))
    }
    entry = { source: file.source, components, result }
    parsedSources.set(file.path, entry)
  }
  const { data, parsed, diagnostics: found } = entry.result
  diagnostics.push(...found)
  // The front matter is checked against this check's inputs (the blog's authors, …), not cached.
  const frontMatterReadable = !found.some((diagnostic) => diagnostic.message.startsWith('invalid front matter'))
  if (frontMatterReadable) diagnostics.push(...checkFrontMatter(file, data, options))
  if (!parsed) return undefined
  // The anchors grow with the property tables' rows: each check starts from the file's own (a
  // file without a table is never added to, and keeps its set).
  const anchors = parsed.propertyTables.length > 0 ? new Set(parsed.anchors) : parsed.anchors
  return { parsed: { ...parsed, anchors }, parse: entry.result }
}

function propertyAnchors(parsed: ParsedFile, options: CheckOptions, diagnostics: Diagnostic[]): void {
  for (const table of parsed.propertyTables) {
    for (const group of table.groups) {
      const names = options.propertyGroups.get(group)
      if (!names) {
        diagnostics.push({
          severity: 'error',
          file: parsed.file.path,
          line: table.line,
          message: `<PropertyTable group="${group}"> names no group of data/properties.json`,
        })
        continue
      }
      for (const name of names) {
        parsed.anchors.add(name)
        if (!options.propertyDescriptions.get(name)) {
          diagnostics.push({
            severity: 'error',
            file: parsed.file.path,
            line: table.line,
            message: `property ${name} has no description in data/property-descriptions/${group}.json`,
          })
        }
      }
    }
  }
}

function resolveLink(
  url: string,
  from: ParsedFile,
  basePath: string,
  docFileRoute: (href: string) => string | undefined,
): { route: string; anchor?: string } | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return undefined
  const [pathPart = '', anchor] = url.split('#', 2)
  if (pathPart === '') return from.route ? { route: from.route, anchor } : undefined
  // A link to a docs file goes where that doc is, as Docusaurus resolves it (doc-file-links.ts).
  const fileRoute = docFileRoute(url)
  if (fileRoute !== undefined) return { route: fileRoute, anchor }
  let path = pathPart.split('?')[0] ?? ''
  if (path === basePath || path.startsWith(`${basePath}/`)) path = path.slice(basePath.length) || '/'
  if (!path.startsWith('/')) {
    // A route relative to the page's folder.
    const base = (from.route ?? '/').replace(/[^/]*$/, '')
    const segments = `${base}${path}`.split('/')
    const resolved: string[] = []
    for (const segment of segments) {
      if (segment === '..') resolved.pop()
      else if (segment !== '.') resolved.push(segment)
    }
    path = resolved.join('/')
  }
  return { route: path.replace(/\.mdx?$/, '').replace(/\/\d+[-_.]+/g, '/'), anchor }
}

/**
 * The build's content check (content/README.md says what writers see): invalid front matter,
 * unparsable markdown, unknown property groups, missing images and Mermaid diagrams that do not draw are errors; broken links,
 * broken anchors and duplicate routes are warnings. Every finding names the file and, where
 * known, the line.
 */
export function checkContent(files: ContentFile[], options: CheckOptions): Diagnostic[] {
  const diagnostics: Diagnostic[] = []
  const checked = files
    .map((file) => parseFile(file, diagnostics, options))
    .filter((entry): entry is CheckedFile => entry !== undefined)
  const parsed = checked.map((entry) => entry.parsed)
  const parseOf = new Map(checked.map((entry) => [entry.parsed, entry.parse]))
  const byRoute = new Map<string, ParsedFile>()
  const routeByPath = new Map(parsed.map((entry) => [entry.file.path, entry.route]))
  for (const entry of parsed) {
    propertyAnchors(entry, options, diagnostics)
    if (!entry.route) continue
    const key = routeKey(entry.route)
    const existing = byRoute.get(key)
    if (existing) {
      diagnostics.push({
        severity: 'warning',
        file: entry.file.path,
        line: 1,
        message: `duplicate route ${entry.route}: also produced by ${existing.file.path}`,
      })
    } else {
      byRoute.set(key, entry)
    }
  }
  const extra = new Set(options.extraRoutes.map(routeKey))
  const world: LinkWorld = {
    // What else a file's findings read: a page's anchors grow with its property tables' rows.
    settings: JSON.stringify([
      options.basePath,
      options.components,
      options.stubs ?? [],
      options.extraRoutes,
      [...options.propertyGroups],
      options.diagramGrammar !== undefined,
    ]),
    pageAt: (key) => {
      const page = byRoute.get(key)
      return page ? (parseOf.get(page) ?? null) : null
    },
    fileExists: (where, path) =>
      where === 'public' ? options.publicFileExists(path) : (options.contentFileExists?.(path) ?? false),
  }
  linkResults.keepOnly(new Set(files.map((file) => file.path)))
  for (const entry of parsed) {
    const parse = parseOf.get(entry) as object
    const kept = linkResults.read(entry.file.path, parse, world)
    if (kept) {
      diagnostics.push(...kept)
      continue
    }
    const dependencies: LinkDependencies = { routes: new Map(), files: [] }
    const found = checkLinks(entry, extra, options, {
      pageAt: (key) => {
        const page = byRoute.get(key)
        dependencies.routes.set(key, world.pageAt(key))
        return page
      },
      fileExists: (where, path) => {
        const exists = world.fileExists(where, path)
        dependencies.files.push({ where, path, exists })
        return exists
      },
      // Its route is looked up by the caller as a page (pageAt), which notes it as a dependency.
      routeOf: (path) => routeByPath.get(path),
    })
    linkResults.write(entry.file.path, parse, world.settings, found, dependencies)
    diagnostics.push(...found)
  }
  return diagnostics
}

/**
 * What is wrong with a diagram: it does not draw at publish, or Mermaid's grammar refuses it (asked
 * only of a diagram that draws, through `options.diagramGrammar`).
 */
function diagramDiagnostic(
  fact: { source: string; message?: string },
  options: CheckOptions,
): Pick<Diagnostic, 'severity' | 'message'> | undefined {
  const help = 'See "Diagrams" in content/README.md.'
  if (fact.message !== undefined) {
    return { severity: 'error', message: `mermaid diagram does not draw: ${fact.message}. ${help}` }
  }
  const verdict = options.diagramGrammar?.(fact.source)
  if (verdict?.kind === 'problem') {
    const { line, message } = verdict.problem
    return { severity: 'error', message: `mermaid diagram does not parse: line ${line} of the diagram: ${message}. ${help}` }
  }
  if (verdict?.kind === 'unchecked') {
    return { severity: 'warning', message: `mermaid diagram not checked against Mermaid's grammar: ${verdict.reason}` }
  }
  return undefined
}

/** What is wrong with a file a page links to or requires, kept beside it below content/. */
function fileDiagnostic(
  fact: { url: string; required: boolean },
  fileDir: string,
  exists: (contentPath: string) => boolean,
): string | undefined {
  const written = fact.required ? `require('${fact.url}')` : `link ${fact.url}`
  const resolved = resolveContentPath(fileDir, fact.url)
  if (!resolved) return `${written} leaves content/: keep the file beside the page, or in public/ and link it by its path`
  if (!contentTypeOf(resolved)) {
    return `${written}: files of this type are not served from content/ (images, PDF and office documents, text, archives, audio and video are); put it in public/ and link it by its path`
  }
  return exists(resolved) ? undefined : `${written}: file not found (expected content/${resolved} beside the page)`
}

/** One file's findings about its imports, components, images and links, looking up through `lookup`. */
function checkLinks(
  entry: ParsedFile,
  extra: ReadonlySet<string>,
  options: CheckOptions,
  lookup: {
    pageAt: (key: string) => ParsedFile | undefined
    fileExists: (where: 'public' | 'content', path: string) => boolean
    /** The route of a page by its path below content/. */
    routeOf: (path: string) => string | undefined
  },
): Diagnostic[] {
  const diagnostics: Diagnostic[] = []
  const imported = new Set<string>()
  for (const found of entry.imports) {
    const stubbed = found.names.length > 0 && found.names.every((name) => options.stubs?.includes(name))
    if (found.unsupported !== undefined && !stubbed) {
      diagnostics.push({ severity: 'error', file: entry.file.path, line: found.line, message: found.unsupported })
    }
    // Reported once, at the import: its uses are not reported again.
    found.names.forEach((name) => imported.add(name))
  }
  const fileDir = entry.file.path.slice(0, Math.max(0, entry.file.path.lastIndexOf('/')))
  for (const fact of entry.facts) {
    const line = fact.line
    if (fact.kind === 'element') {
      if (!options.components.includes(fact.name) && !imported.has(fact.name) && !options.stubs?.includes(fact.name)) {
        diagnostics.push({
          severity: 'error',
          file: entry.file.path,
          line,
          message: `unknown component <${fact.name}>; available: ${options.components.join(', ')}. ${REGISTER_COMPONENT_HELP}.`,
        })
      }
      continue
    }
    if (fact.kind === 'diagram') {
      const found = diagramDiagnostic(fact, options)
      if (found) diagnostics.push({ ...found, file: entry.file.path, line })
      continue
    }
    if (fact.kind === 'file') {
      const found = fileDiagnostic(fact, fileDir, (path) => lookup.fileExists('content', path))
      if (found) diagnostics.push({ severity: 'error', file: entry.file.path, line, message: found })
      continue
    }
    if (fact.kind === 'image') {
      const imageUrl = fact.url
      if (/^[a-z][a-z0-9+.-]*:/i.test(imageUrl) || imageUrl.startsWith('//')) continue
      if (isRelativeReference(imageUrl)) {
        // An image kept beside the page, served from content/ (lib/content/content-assets.ts).
        const resolved = resolveContentPath(fileDir, imageUrl)
        if (!resolved || !lookup.fileExists('content', resolved)) {
          diagnostics.push({
            severity: 'error',
            file: entry.file.path,
            line,
            message: `image ${imageUrl} not found (expected content/${resolved ?? imageUrl} beside the page)`,
          })
        }
        continue
      }
      if (!lookup.fileExists('public', imageUrl.split(/[?#]/)[0] ?? '')) {
        diagnostics.push({
          severity: 'error',
          file: entry.file.path,
          line,
          message: `image ${imageUrl} not found (expected public${imageUrl})`,
        })
      }
      continue
    }
    const href = fact.href
    const target = resolveLink(href, entry, options.basePath, (url) => {
      const linked = docFileLink(url, entry.file.path, (path) => lookup.fileExists('content', path))
      return linked && lookup.routeOf(linked.path)
    })
    if (!target) continue
    const key = routeKey(target.route)
    const page = lookup.pageAt(key)
    if (!page) {
      if (!extra.has(key) && !lookup.fileExists('public', target.route)) {
        diagnostics.push({ severity: 'warning', file: entry.file.path, line, message: `broken link ${href}` })
      }
      continue
    }
    if (target.anchor && !page.anchors.has(decodeURIComponent(target.anchor))) {
      diagnostics.push({
        severity: 'warning',
        file: entry.file.path,
        line,
        message: `broken anchor ${href}: ${page.file.path} has no heading #${target.anchor}`,
      })
    }
  }
  return diagnostics
}

export function formatDiagnostic(diagnostic: Diagnostic): string {
  const where = diagnostic.line !== undefined ? `${diagnostic.file}:${diagnostic.line}` : diagnostic.file
  return `${diagnostic.severity}: content/${where}: ${diagnostic.message}`
}
