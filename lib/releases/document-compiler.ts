/**
 * Publish time: `content/` → typed documents, one file at a time, with contentlayer2's own
 * definitions (contentlayer.config.ts: the document types' fields and computed fields, the
 * remark/rehype plugins) and its own MDX compiler (`bundleMDX` of @contentlayer2/core).
 *
 * Why not contentlayer's `generateDotpkg`, which the publisher ran before: every run handles the
 * whole collection. It stats every file, rewrites its cache of every document (`data-cache.json`)
 * and each type's `_index.json` with every document's compiled code, and the publisher then read
 * all of that back: on a 1,000-page site, seconds and hundreds of megabytes for a one-word edit.
 * Here a document is compiled when what it is made from changed (its text, the files it imports,
 * the config and the data its plugins read), kept in memory by a publisher that keeps running and
 * on disk (`.contentlayer/.publish-cache/`) for the next process, and handed on as the same object
 * when unchanged, so the steps after this one can tell what changed by identity.
 *
 * The documents have the shape contentlayer generates (`_id`, `_raw`, `type`, the fields, `body`
 * with `raw` and `code`, the computed fields); `document-compiler.test.ts` compares them with
 * contentlayer's own output for the whole site. `npm run typecheck` still runs contentlayer for the
 * types of `contentlayer/generated`.
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import matter from 'gray-matter'
import yaml from 'yaml'
import { docFileLink, docRouteOfFile } from '../content/doc-file-links'
import { CONTENT_DIR, documentTypeOf, type DocumentTypeName } from '../content/document-types'
import { createFileCache, sha256, type FileCache } from '../content/file-cache'
import { publishWorkers, runWorker, shareOut } from './worker-threads'

type Core = typeof import('@contentlayer2/core')
type LoadedConfig = Parameters<Core['generateDotpkg']>[0]['config']

/** The parts of contentlayer's schema definition this module reads. */
interface FieldDef {
  name: string
  type: string
  isRequired: boolean
  isSystemField?: boolean
  default?: unknown
  of?: { type: string }
}
interface DocumentTypeDef {
  name: string
  fieldDefs: FieldDef[]
  computedFields: Array<{ name: string; resolve: (doc: Record<string, unknown>) => unknown }>
}
interface CoreSchema {
  hash: string
  documentTypeDefMap: Record<string, DocumentTypeDef>
}

export interface SourceFile {
  /** Path below content/, `/`-separated. */
  path: string
  source: string
}

/** A compiled document in contentlayer's shape. */
export type ContentDocument = Record<string, unknown> & {
  _id: string
  type: DocumentTypeName
  _raw: {
    sourceFilePath: string
    sourceFileName: string
    sourceFileDir: string
    contentType: string
    flattenedPath: string
  }
}

export type CompileOutcome =
  { path: string; document: ContentDocument; reused: boolean } | { path: string; error: string }

/** Relative imports of an MDX file (partials, and what they import): their text is part of the page. */
const RELATIVE_IMPORT = /^\s*import\s+(?:[^'"]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm

/**
 * Markdown links (inline or reference) to a docs file (`[CLI](CLI.md#watch)`): the MDX pipeline
 * writes the linked doc's route into the page (lib/content/remark-doc-file-links.ts), so that
 * route is part of what the page compiles from.
 */
const FILE_LINK = /\](?:\(\s*|:\s+)<?([^)\s>]+?\.mdx?(?:#[^)\s>]*)?)>?/g

const CACHE_FORMAT = 2

/** A page that shows a property table depends on the property data (see {@link DocumentCompiler.keyOf}). */
const PROPERTY_TABLE = /<PropertyTable\b/

interface SiteInputs {
  config: string
  data: string
  authors: string
}

/**
 * Documents compiled at once: MDX's bundler hands each page to esbuild, a process of its own, so
 * while one page waits for it another is parsed and highlighted here (both cores busy).
 */
const COMPILE_CONCURRENCY = 6

/** Runs the jobs, at most `limit` at a time; the results in the jobs' order. */
async function runLimited<T>(jobs: ReadonlyArray<() => Promise<T>>, limit: number): Promise<T[]> {
  const results: T[] = new Array<T>(jobs.length)
  let next = 0
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++
      results[index] = await (jobs[index] as () => Promise<T>)()
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker))
  return results
}

/** Whether any of `paths` is in `set`. */
function someIn(paths: ReadonlySet<string>, set: ReadonlySet<string>): boolean {
  for (const item of paths) if (set.has(item)) return true
  return false
}

/** contentlayer's flattened path: no extension, no trailing `/index`. */
function flattenedPathOf(relativePath: string): string {
  return relativePath
    .split('.')
    .slice(0, -1)
    .join('.')
    .replace(/^index$/, '')
    .replace(/\/index$/, '')
}

function checkFieldType(field: FieldDef, value: unknown): boolean {
  switch (field.type) {
    case 'string':
    case 'date':
    case 'enum':
    case 'mdx':
    case 'markdown':
      return typeof value === 'string'
    case 'number':
      return typeof value === 'number'
    case 'boolean':
      return typeof value === 'boolean'
    case 'list':
      return Array.isArray(value)
    case 'json':
      return true
    default:
      return false
  }
}

/**
 * A cold publish compiles every page: from this many on, the work is shared by worker threads,
 * one per core (each loads the config and the highlighter once, about 2 s, so an edit of a few
 * pages stays in this thread).
 */
const PARALLEL_FROM = 40

export interface CompilerOptions {
  /**
   * The worker script (`scripts/compile-documents-worker.ts`, or its compiled `.mjs` beside the
   * compiled publish): without one, everything compiles in this thread.
   */
  workerScript?: string
  /** Worker threads for a cold publish; default: one per core. */
  workers?: number
  /** In a worker: the config the publisher compiled, imported as it is (see {@link CompiledConfig}). */
  compiledConfig?: CompiledConfig
}

/**
 * contentlayer's config as the publisher compiled it (`getConfig`: esbuild writes
 * `.contentlayer/.cache/…/compiled-contentlayer-config-<hash>.mjs`, then imports it). Worker
 * threads import that file instead of compiling the config again: getConfig rewrites the file on
 * every call, and two workers starting together read it half written ("contentlayer.config.ts has
 * no default export") now and then.
 */
export interface CompiledConfig {
  filePath: string
  esbuildHash: string
}

/**
 * Where the content check keeps what it parsed (`createParseCache` of lib/content/check-inputs.ts):
 * given to {@link DocumentCompiler.compileAll}, its worker threads keep there what the check needs of each page.
 */
export interface CheckCacheLocation {
  dir: string
  key: string
}

/** What a worker is asked and answers. */
export interface WorkerRequest {
  root: string
  compiledConfig: CompiledConfig
  files: SourceFile[]
  /** Keep each file's facts for the check after compiling it (see `parseForCheck` of lib/content/check.ts). */
  checkCache?: CheckCacheLocation
}

/** What compiling needs, loaded once: contentlayer's core, the config and its schema. */
interface Loaded {
  core: Core
  config: LoadedConfig
  schema: CoreSchema
}

export class DocumentCompiler {
  private effect: typeof import('@contentlayer2/utils/effect') | null = null
  /** The last compiled document of each path, with the key of what it was compiled from. */
  private readonly compiled = new Map<string, { key: string; document: ContentDocument }>()

  /** `root` is the project directory (contentlayer.config.ts, content/, data/). */
  constructor(
    private readonly root: string,
    private readonly options: CompilerOptions = {},
  ) {}

  /** Compiled documents kept for the next process (`.contentlayer/.publish-cache/`), by path and key. */
  private get cache(): FileCache<ContentDocument> {
    return (this.fileCache ??= createFileCache(path.join(this.root, '.contentlayer', '.publish-cache')))
  }
  private fileCache: FileCache<ContentDocument> | null = null

  private run<T>(core: Core, effect: unknown): Promise<T> {
    return core.runMain<T>({
      tracingServiceName: 'content-publish',
      verbose: false,
      customCwd: this.root as Parameters<Core['runMain']>[0]['customCwd'],
    })(effect as Parameters<ReturnType<typeof core.runMain<T>>>[0])
  }

  /**
   * Loads contentlayer's config once (compiled by contentlayer with esbuild, as its CLI does). A
   * caller that comes while it loads waits for that load (a second load would end esbuild while the
   * first caller's page compiles); one that failed is tried again by the next caller.
   */
  private load(): Promise<Loaded> {
    this.loaded ??= this.loadOnce().catch((error: unknown) => {
      this.loaded = null
      throw error
    })
    return this.loaded
  }
  private loaded: Promise<Loaded> | null = null

  private async loadOnce(): Promise<Loaded> {
    // An ES module only: imported, not required, whatever module system runs this file.
    const core = await import('@contentlayer2/core')
    const compiled = this.options.compiledConfig
    const config = compiled
      ? await importCompiledConfig(compiled)
      : await this.run<LoadedConfig>(core, core.getConfig({ configPath: undefined, esbuildOptions: {} }))
    const schema = await this.run<CoreSchema>(core, config.source.provideSchema(config.esbuildHash))
    // A worker thread imports the config compiled already and has started no esbuild to end.
    if (!compiled) await stopIdleEsbuild()
    return { core, config, schema }
  }

  /**
   * What documents depend on besides their own files, each part hashed: the compiled config (with
   * the plugins it imports), the property data (the plugins estimate a property table's height
   * from it), and authors.yml (posts' authors).
   */
  private siteInputs(schema: CoreSchema): SiteInputs {
    const data: string[] = []
    const walk = (dir: string) => {
      if (!fs.existsSync(dir)) return
      for (const entry of fs
        .readdirSync(dir, { withFileTypes: true })
        .sort((a, b) => (a.name < b.name ? -1 : 1))) {
        const full = path.join(dir, entry.name)
        if (entry.isDirectory()) walk(full)
        else data.push(path.relative(this.root, full), sha256(fs.readFileSync(full, 'utf8')))
      }
    }
    walk(path.join(this.root, 'data'))
    const authors = path.join(this.root, CONTENT_DIR, 'blog', 'authors.yml')
    return {
      config: sha256(`format ${CACHE_FORMAT}\n${schema.hash}`),
      data: sha256(data.join('\n')),
      authors: fs.existsSync(authors) ? sha256(fs.readFileSync(authors, 'utf8')) : 'none',
    }
  }

  /** The text of the files a page imports, recursively (a missing file is part of the key too). */
  private importsKey(file: SourceFile, deps: Set<string>): string {
    const seen = new Set<string>()
    const parts: string[] = []
    const visit = (contentPath: string, source: string) => {
      for (const match of source.matchAll(RELATIVE_IMPORT)) {
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(contentPath), match[1] ?? ''))
        if (seen.has(target)) continue
        seen.add(target)
        deps.add(target)
        const full = path.join(this.root, CONTENT_DIR, target)
        const text = fs.existsSync(full) && fs.statSync(full).isFile() ? fs.readFileSync(full, 'utf8') : null
        parts.push(`${target}:${text === null ? 'missing' : sha256(text)}`)
        if (text !== null && /\.mdx?$/.test(target)) visit(target, text)
      }
    }
    visit(file.path, file.source)
    return parts.join('\n')
  }

  /** The route each docs file the page links to has now (a `slug` or `id` changed there moves the link). */
  private fileLinksKey(file: SourceFile, deps: Set<string>): string {
    if (!file.source.includes('.md')) return ''
    const contentPath = (target: string) => path.join(this.root, CONTENT_DIR, target)
    const exists = (target: string) => {
      deps.add(target)
      return fs.existsSync(contentPath(target))
    }
    const parts: string[] = []
    for (const match of file.source.matchAll(FILE_LINK)) {
      const linked = docFileLink(match[1] ?? '', file.path, exists)
      if (!linked) continue
      deps.add(linked.path)
      const target = contentPath(linked.path)
      const route = fs.existsSync(target)
        ? docRouteOfFile(linked.path, fs.readFileSync(target, 'utf8'))
        : 'missing'
      parts.push(`link ${linked.path}:${route}`)
    }
    return parts.join('\n')
  }

  /**
   * Compiles the documents among `files` (others are skipped), reusing what was compiled from the
   * same inputs, in this process or an earlier one. Never throws for a broken file: its outcome
   * names the file and the problem. With `checkCache`, worker threads also keep there what the
   * content check needs of each file they compile, read from the tree its compile parsed. With
   * `changed` (paths below content/ a watcher saw change since the last call), a page that imports
   * files or links to docs by file reads them again only when one of them is named there.
   */
  async compileAll(
    files: readonly SourceFile[],
    { checkCache, changed }: { checkCache?: CheckCacheLocation; changed?: ReadonlySet<string> } = {},
  ): Promise<CompileOutcome[]> {
    const { core, config, schema } = await this.load()
    const inputs = this.siteInputs(schema)
    const present = new Set<string>()
    const outcomes = new Map<string, CompileOutcome>()
    const toCompile: Array<{ file: SourceFile; typeName: DocumentTypeName; key: string }> = []
    for (const file of files) {
      const typeName = documentTypeOf(file.path)
      if (!typeName || typeName === 'Category') continue
      present.add(file.path)
      const key = this.keyOf(file, inputs, changed)
      const reused = this.reuse(file.path, key)
      if (reused) outcomes.set(file.path, { path: file.path, document: reused, reused: true })
      else toCompile.push({ file, typeName, key })
    }
    for (const held of this.compiled.keys()) if (!present.has(held)) this.compiled.delete(held)
    for (const held of this.keys.keys()) if (!present.has(held)) this.keys.delete(held)

    const workers = Math.min(this.options.workers ?? publishWorkers(), Math.ceil(toCompile.length / 20))
    // Workers write the disk cache themselves.
    const inWorkers =
      this.options.workerScript !== undefined && toCompile.length >= PARALLEL_FROM && workers > 1
    const compiled = inWorkers
      ? await this.compileInWorkers(
          config,
          toCompile.map((job) => job.file),
          workers,
          checkCache,
        )
      : await runLimited(
          toCompile.map(
            ({ file, typeName }) =>
              () =>
                this.compileCaught(core, config, schema, file, typeName),
          ),
          COMPILE_CONCURRENCY,
        )
    compiled.forEach((outcome, index) => {
      const { key, file } = toCompile[index] as (typeof toCompile)[number]
      if ('document' in outcome) {
        this.compiled.set(file.path, { key, document: outcome.document })
        if (!inWorkers) this.cache.write(file.path, key, outcome.document)
      } else this.compiled.delete(file.path)
      outcomes.set(file.path, outcome)
    })
    return files.flatMap((file) => outcomes.get(file.path) ?? [])
  }

  /**
   * Compiles files in this thread, whatever was compiled before (a worker's share), writing the
   * disk cache: for {@link compileInWorkers}. `after` runs on each file right after it compiled;
   * `deliver` gets each outcome with the file's position in `files`, and nothing is kept here.
   */
  async compileShare(
    files: readonly SourceFile[],
    after: (file: SourceFile) => void,
    deliver: (index: number, outcome: CompileOutcome) => void,
  ): Promise<void> {
    const { core, config, schema } = await this.load()
    const inputs = this.siteInputs(schema)
    await runLimited(
      files.map((file, index) => async () => {
        const outcome = await this.compileCaught(
          core,
          config,
          schema,
          file,
          documentTypeOf(file.path) as DocumentTypeName,
        )
        after(file)
        if ('document' in outcome) {
          const key = this.keyOf(file, inputs, undefined)
          this.cache.write(file.path, key, outcome.document)
        }
        deliver(index, outcome)
      }),
      COMPILE_CONCURRENCY,
    )
  }

  /**
   * Compiles `file` and forgets the result: loads the compiler, its plugins and the highlighter in
   * a process that found every document in its caches, so the first edit does not pay for that.
   */
  async warmUp(file: SourceFile): Promise<void> {
    await this.compileDraft(file)
  }

  /**
   * Compiles one file as it is given, keeping nothing: a writer's unsaved draft
   * (`Publisher.previewPage`). What was compiled for the published files stays as it was.
   */
  async compileDraft(file: SourceFile): Promise<CompileOutcome> {
    const typeName = documentTypeOf(file.path)
    if (!typeName || typeName === 'Category') return { path: file.path, error: `${file.path} is not a page` }
    const { core, config, schema } = await this.load()
    return this.compileCaught(core, config, schema, file, typeName)
  }

  /** Shares the files among worker threads (larger files spread evenly); outcomes in the files' order. */
  private async compileInWorkers(
    config: LoadedConfig,
    files: readonly SourceFile[],
    count: number,
    checkCache: CheckCacheLocation | undefined,
  ): Promise<CompileOutcome[]> {
    const indexed = files.map((file, index) => ({ file, index }))
    const results: CompileOutcome[] = new Array<CompileOutcome>(files.length)
    await Promise.all(
      shareOut(indexed, count, (entry) => entry.file.source.length).map(async (share) => {
        const request: WorkerRequest = {
          root: this.root,
          compiledConfig: { filePath: config.filePath, esbuildHash: config.esbuildHash },
          files: share.map((entry) => entry.file),
          ...(checkCache ? { checkCache } : {}),
        }
        await runWorker<[number, CompileOutcome]>(
          this.options.workerScript as string,
          request,
          'the document compiler',
          ([position, outcome]) => (results[(share[position] as (typeof share)[number]).index] = outcome),
        )
      }),
    )
    return results
  }

  /** Keys by path, with the source and site key they were made from: a 5,000-page site hashes 75 MB. */
  private readonly keys = new Map<
    string,
    {
      source: string
      siteKey: string
      key: string
      imports: boolean
      usesData: boolean
      /** The files below content/ its imports and file links were read from (or looked for). */
      deps: ReadonlySet<string>
    }
  >()

  /**
   * The key of what a file compiles from: its text, the files it imports, and the site inputs it
   * depends on: the config always, the property data only with a property table (or imports, which
   * may hold one), authors.yml only for a post. So new data compiles the pages with property
   * tables again, not the site. Made again for a file whose text changed (compared by identity
   * first: an unchanged file is the same string) or that imports others or links to docs by file
   * (they may have changed), unless the publish names what changed and none of them is among it.
   */
  private keyOf(file: SourceFile, inputs: SiteInputs, changed: ReadonlySet<string> | undefined): string {
    const known = this.keys.get(file.path)
    // The same text as last time is usually the same string: no scan of every page on every edit.
    const usesData = known?.source === file.source ? known.usesData : PROPERTY_TABLE.test(file.source)
    const siteKey = [
      inputs.config,
      usesData || known?.imports !== false ? inputs.data : '',
      file.path.startsWith('blog/') ? inputs.authors : '',
    ].join(':')
    // Imports and linked docs' routes are read again unless the publish names what changed and
    // none of the files they came from is among it.
    const depsHold =
      known !== undefined && (!known.imports || (changed !== undefined && !someIn(known.deps, changed)))
    if (known && depsHold && known.siteKey === siteKey && known.source === file.source) return known.key
    const deps = new Set<string>()
    const imports = [this.importsKey(file, deps), this.fileLinksKey(file, deps)]
      .filter((part) => part !== '')
      .join('\n')
    const dependsOnData = usesData || imports !== ''
    const fullKey = [
      inputs.config,
      dependsOnData ? inputs.data : '',
      file.path.startsWith('blog/') ? inputs.authors : '',
    ]
    const key = sha256([fullKey.join(':'), file.path, file.source, imports].join('\0'))
    this.keys.set(file.path, {
      source: file.source,
      siteKey: fullKey.join(':'),
      key,
      imports: imports !== '',
      usesData,
      deps,
    })
    return key
  }

  /** The document compiled from the same inputs before: held in memory, or in the disk cache. */
  private reuse(contentPath: string, key: string): ContentDocument | null {
    const held = this.compiled.get(contentPath)
    if (held?.key === key) return held.document
    const cached = this.cache.read(contentPath, key) ?? null
    if (cached) this.compiled.set(contentPath, { key, document: cached })
    return cached
  }

  private async compileCaught(
    core: Core,
    config: LoadedConfig,
    schema: CoreSchema,
    file: SourceFile,
    typeName: DocumentTypeName,
  ): Promise<CompileOutcome> {
    try {
      return {
        path: file.path,
        document: await this.compileOne(core, config, schema, file, typeName),
        reused: false,
      }
    } catch (error) {
      return { path: file.path, error: (error as Error).message }
    }
  }

  private async compileOne(
    core: Core,
    config: LoadedConfig,
    schema: CoreSchema,
    file: SourceFile,
    typeName: DocumentTypeName,
  ): Promise<ContentDocument> {
    const where = `${CONTENT_DIR}/${file.path}`
    const typeDef = schema.documentTypeDefMap[typeName]
    if (!typeDef) throw new Error(`${where}: contentlayer.config.ts has no document type ${typeName}`)
    let parsed: matter.GrayMatterFile<string>
    try {
      // contentlayer's YAML engine: dates stay the strings they are written as.
      parsed = matter(file.source, { engines: { yaml: (text: string) => yaml.parse(text) as object } })
    } catch (error) {
      throw new Error(`${where}: invalid front matter (${(error as Error).message})`)
    }
    const fields = (parsed.data ?? {}) as Record<string, unknown>
    const raw: ContentDocument['_raw'] = {
      sourceFilePath: file.path,
      sourceFileName: path.posix.basename(file.path),
      sourceFileDir: path.posix.dirname(file.path),
      contentType: file.path.toLowerCase().endsWith('.mdx') ? 'mdx' : 'markdown',
      flattenedPath: flattenedPathOf(file.path),
    }
    const values: Record<string, unknown> = {}
    for (const field of typeDef.fieldDefs) {
      let value = field.name === 'body' ? parsed.content : fields[field.name]
      if ((value === undefined || value === null) && field.default !== undefined) value = field.default
      if (value === undefined || value === null) {
        if (field.isRequired && !field.isSystemField)
          throw new Error(`${where}: front matter "${field.name}" is required`)
        // As contentlayer: an explicit null is kept (`pagination_next: null` turns the link off).
        if (value === null) values[field.name] = null
        continue
      }
      if (!checkFieldType(field, value))
        throw new Error(
          `${where}: front matter "${field.name}" must be of type ${field.type} (found ${JSON.stringify(value)})`,
        )
      if (field.type === 'date') {
        const date = new Date(value as string)
        if (Number.isNaN(date.getTime()))
          throw new Error(`${where}: front matter "${field.name}" is not a date`)
        values[field.name] = date.toISOString()
      } else if (field.type === 'mdx') {
        const options = (config.source.options as { mdx?: unknown }).mdx
        // As an Either: contentlayer's runner ends the process on a failure it is handed.
        const { T } = (this.effect ??= await import('@contentlayer2/utils/effect'))
        // `either` is @effect-ts's, re-exported at run time; the declarations do not list it.
        const either = (T as unknown as { either: (effect: unknown) => unknown }).either
        const compiled = await this.run<{ _tag: 'Left'; left: unknown } | { _tag: 'Right'; right: string }>(
          core,
          either(
            core.bundleMDX({
              // As contentlayer does: the whole file, front matter included, for plugins that read it.
              mdxString: file.source,
              options: options as Parameters<Core['bundleMDX']>[0]['options'],
              contentDirPath: path.join(this.root, CONTENT_DIR),
              rawDocumentData: raw as Parameters<Core['bundleMDX']>[0]['rawDocumentData'],
            }),
          ),
        )
        if (compiled._tag === 'Left') throw new Error(`${where}: ${mdxErrorMessage(compiled.left)}`)
        values[field.name] = { raw: parsed.content, code: compiled.right }
      } else {
        values[field.name] = value
      }
    }
    const document = { ...values, _id: file.path, _raw: raw, type: typeName } as ContentDocument
    for (const computed of typeDef.computedFields) {
      try {
        ;(document as Record<string, unknown>)[computed.name] = await computed.resolve(document)
      } catch (error) {
        const message = (error as Error).message
        throw new Error(message.startsWith(where) ? message : `${where}: ${computed.name}: ${message}`)
      }
    }
    return document
  }
}

/**
 * Ends this thread's esbuild process, which compiled the publish step and contentlayer's config and
 * would otherwise stay for the whole publish: a cold publish compiles in worker threads, each with
 * an esbuild of its own, so this one sat idle with about 40 MB through the publish's peak. The next
 * compile in this thread (a watcher's edit) starts it again (esbuild's documented `stop`).
 */
async function stopIdleEsbuild(): Promise<void> {
  const esbuild = await import('esbuild')
  await esbuild.stop()
}

/** The MDX compiler's messages, without contentlayer's and esbuild's wrapping. */
function mdxErrorMessage(error: unknown): string {
  const inner = (error as { error?: unknown })?.error ?? error
  const reported = (inner as { errors?: Array<{ text?: string }> })?.errors
  const texts =
    Array.isArray(reported) && reported.length > 0
      ? reported.map((entry) => entry.text ?? '')
      : [String((inner as Error)?.message ?? inner)]
  return texts
    .map((text) =>
      text
        .replace(/^Cannot process MDX file with esbuild:\s*/, '')
        .replace(/^\d+:\d+(-\d+:\d+)?:\s*/, '')
        .trim(),
    )
    .join('; ')
}

/** The last step of contentlayer's getConfig, for a config compiled already: import it, call its default export. */
async function importCompiledConfig({ filePath, esbuildHash }: CompiledConfig): Promise<LoadedConfig> {
  const exports = (await import(pathToFileURL(filePath).href)) as { default?: () => unknown }
  if (typeof exports.default !== 'function')
    throw new Error(`${filePath}: the compiled contentlayer config has no default export`)
  const source = (await exports.default()) as LoadedConfig['source']
  return { source, esbuildHash, filePath } as LoadedConfig
}
