/**
 * Publish time: `content/` → a content release made current in the store. The steps, each of
 * which can stop the publish before anything becomes current:
 * 1. the documents, compiled per file with contentlayer's definitions (`document-compiler.ts`):
 *    only the files whose inputs changed;
 * 2. the content check (broken markdown, front matter, links, images, properties), naming file and
 *    line, which reads what it needs of a page compiled in step 1 from the tree its compile parsed;
 *    its errors, then a file that did not compile, stop the publish;
 * 3. the release: every page rendered once, search records from the same HTML, the routes that
 *    changed against the current release;
 * 4. the store writes it and switches the current release in one step;
 * 5. optionally, the site's webhook is told (servers also follow the store on their own).
 * A release identical to the current one is not published again.
 */
import fs from 'node:fs'
import path from 'node:path'
import { mayChangeCategories, readDocCategories, type DocCategories } from '../content/category-files'
import { formatDiagnostic } from '../content/check'
import { contentTypeOf } from '../content/content-assets'
import { CONTENT_DIR } from '../content/document-types'
import {
  checkContentTree,
  createParseCache,
  readContentFiles,
  updateContentFiles,
} from '../content/check-inputs'
import type { ContentFile, ParseCache } from '../content/check'
import { contentFromDocuments, type ContentDocuments, type GeneratedContent } from '../content/generated'
import type { RenderHtml, RenderInputs } from '../content/page-props'
import { routeKey } from '../content/paths'
import { siteRenderData } from '../content/render-data'
import { ReleaseBuilder, type ReleaseSite } from './build-release'
import { checkerKey, createRenderCache, rendererKey } from './render-cache'
import { renderInWorkers } from './render-workers'
import { publishWorkers } from './worker-threads'
import { DocumentCompiler, type CheckCacheLocation } from './document-compiler'
import { notifySite, type NotifyResult, type NotifyTarget } from './notify'
import type { Synonym } from '../search/engine/language/synonyms'
import { parseSynonymsFile, SYNONYMS_FILE } from '../search/indexing/synonyms-file'
import { changedRoutesBetween, type ContentAsset, type ContentRelease } from './release'
import { previewPage, type PagePreview } from './page-preview'
import { rememberPieces } from './release-pieces'
import { codeLanguagesOf, warmUpPage } from './warm-up-page'
import { ReleaseStoreUnavailableError, type ReleaseStore } from './store'

/** Paths below the project (a watcher's) as paths below content/, `/`-separated; others left out. */
function contentPaths(projectPaths: readonly string[]): Set<string> {
  const prefix = `${CONTENT_DIR}/`
  return new Set(
    projectPaths
      .map((file) => file.split(path.sep).join('/'))
      .filter((file) => file.startsWith(prefix))
      .map((file) => file.slice(prefix.length)),
  )
}

/** Images kept beside the pages travel in the release; larger collections belong in public/. */
const ASSETS_LIMIT_BYTES = 20 * 1024 * 1024

/**
 * Every file below content/ of a type the content-assets route serves (images and documents kept
 * beside the page that uses them), by its path there. Throws, naming the folder, when they add up
 * to more than a release should carry.
 */
export function readContentAssets(root: string): Record<string, ContentAsset> {
  const contentDir = path.join(root, 'content')
  const assets: Record<string, ContentAsset> = {}
  let total = 0
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        walk(full)
        continue
      }
      const relative = path.relative(contentDir, full).split(path.sep).join('/')
      const contentType = contentTypeOf(relative)
      if (!contentType) continue
      const bytes = fs.readFileSync(full)
      total += bytes.length
      if (total > ASSETS_LIMIT_BYTES) {
        throw new Error(
          `content/: the images and files kept beside pages add up to more than ${ASSETS_LIMIT_BYTES / 1024 / 1024} MB (at content/${relative}); put large files in public/ instead`,
        )
      }
      assets[relative] = { contentType, data: bytes.toString('base64') }
    }
  }
  if (fs.existsSync(contentDir)) walk(contentDir)
  return assets
}

/** The content's search synonyms (an absent file is none); a broken file throws with file, line and entry. */
export function readContentSynonyms(root: string): Synonym[] {
  const file = path.join(root, SYNONYMS_FILE)
  return fs.existsSync(file) ? parseSynonymsFile(fs.readFileSync(file, 'utf8'), SYNONYMS_FILE) : []
}

export interface PublisherOptions {
  /** The project directory: content/, data/, public/, contentlayer.config.ts. */
  root: string
  store: ReleaseStore
  renderHtml: RenderHtml
  site: ReleaseSite
  notify: NotifyTarget | null
  /** Drafts too (the development server's publisher); every other publish leaves them out. */
  includeDrafts?: boolean
  /** The document compiler's worker script, for cold publishes on every core (`document-compiler.ts`). */
  compileWorker?: string
  /** The page renderer's worker script, for cold publishes on every core (`render-workers.ts`). */
  renderWorker?: string
}

/** From this many pages to render on, a publish renders them in worker threads first. */
const PARALLEL_RENDER_FROM = 40

export type PublishTimings = Partial<Record<'check' | 'generate' | 'build' | 'store' | 'notify', number>>

export type PublishResult =
  | { status: 'refused'; errors: string[]; timings: PublishTimings }
  | { status: 'unchanged'; release: ContentRelease; timings: PublishTimings }
  | { status: 'published'; release: ContentRelease; notified: NotifyResult | null; timings: PublishTimings }

export class Publisher {
  private readonly compiler: DocumentCompiler
  private readonly parseCache: ParseCache
  private readonly checkCache: CheckCacheLocation
  /** The release this publisher last published or found current. */
  private last: ContentRelease | null = null
  private readonly builder: ReleaseBuilder
  /** The release the builder made last (its objects are what the next build hands on unchanged). */
  private built: ContentRelease | null = null
  /** What the last build was made from: {@link prepareForEdits} renders a page of it. */
  private builtFrom: { content: GeneratedContent; inputs: RenderInputs } | null = null

  constructor(private readonly options: PublisherOptions) {
    this.compiler = new DocumentCompiler(options.root, { workerScript: options.compileWorker })
    // Caches for the next process, each valid for this version of the code that checks or renders.
    const cacheDir = path.join(options.root, '.contentlayer', '.publish-cache')
    this.checkCache = { dir: path.join(cacheDir, 'check'), key: checkerKey(options.root) }
    this.parseCache = createParseCache(this.checkCache.dir, this.checkCache.key)
    this.builder = new ReleaseBuilder(
      options.site,
      createRenderCache(path.join(cacheDir, 'render'), rendererKey(options.root)),
    )
  }

  /** The content files of the last publish, brought up to date by the next one's changed paths. */
  private files: ContentFile[] | null = null
  /** The docs folders' category meta of the last publish: read again only when a change can touch it. */
  private categories: DocCategories | null = null
  private assets: Record<string, ContentAsset> | null = null
  /** The documents of the last publish that compiled: a draft preview is placed among them. */
  private documents: ContentDocuments | null = null

  /**
   * `changed`: the paths (below the project directory) that changed since the last publish, as a
   * watcher reports them; only those files are read again. Without it, everything is read.
   */
  async publish(changed?: readonly string[]): Promise<PublishResult> {
    const timings: PublishTimings = {}
    const timed = async <T>(step: keyof PublishTimings, run: () => T | Promise<T>): Promise<T> => {
      const started = performance.now()
      try {
        return await run()
      } finally {
        timings[step] = Math.round(performance.now() - started)
      }
    }
    const { root, store } = this.options

    const incremental = changed !== undefined && this.files !== null
    const before = this.files
    const files = incremental && before ? updateContentFiles(root, before, changed) : readContentFiles(root)
    this.files = files
    // The changed paths below the project directory (a watcher may report them absolute).
    const edited = incremental
      ? changed.map((file) => path.relative(root, path.resolve(root, file)))
      : undefined
    const categories = this.readCategories(edited, before, files)
    // Compiled first, then checked: the check reads what it needs of each page compiled now from the
    // tree its compile parsed (lib/content/compiled-tree-facts.ts; a cold publish's worker threads
    // keep it in the check's cache), so a page is parsed once. Nothing is stored before the check
    // has passed, and its findings come first, so the order changes nothing else.
    const compiled = await timed('generate', () =>
      this.compiler.compileAll(files, {
        checkCache: this.checkCache,
        changed: edited && contentPaths(edited),
      }),
    )
    const check = await timed('check', () =>
      checkContentTree(root, this.options.site.basePath, files, this.parseCache, categories),
    )
    const errors = check.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)
    if (errors.length > 0) return { status: 'refused', errors, timings }

    const failed = compiled.flatMap((outcome) => ('error' in outcome ? [`error: ${outcome.error}`] : []))
    if (failed.length > 0) return { status: 'refused', errors: failed, timings }
    const documents: ContentDocuments = { docs: [], pages: [], posts: [] }
    for (const outcome of compiled) {
      if (!('document' in outcome)) continue
      const document = outcome.document as unknown
      if (outcome.document.type === 'Doc') documents.docs.push(document as ContentDocuments['docs'][number])
      else if (outcome.document.type === 'Page')
        documents.pages.push(document as ContentDocuments['pages'][number])
      else if (outcome.document.type === 'Post')
        documents.posts.push(document as ContentDocuments['posts'][number])
    }
    this.documents = documents
    const content = contentFromDocuments(root, documents, {
      includeDrafts: this.options.includeDrafts,
      categories: categories.categories,
      previous: this.builtFrom?.content,
    })

    const current = await this.readCurrent()
    let assets: Record<string, ContentAsset>
    let synonyms: Synonym[]
    try {
      // Images are read again when one below content/ changed (or on a full read).
      const assetsChanged =
        !incremental ||
        this.assets === null ||
        changed.some((file) => file.split(/[\\/]/)[0] === 'content' && contentTypeOf(file) !== undefined)
      assets = assetsChanged || !this.assets ? readContentAssets(root) : this.assets
      this.assets = assets
      synonyms = readContentSynonyms(root)
    } catch (error) {
      return { status: 'refused', errors: [`error: ${(error as Error).message}`], timings }
    }
    const inputs = { ...siteRenderData(content), renderHtml: this.options.renderHtml }
    const release = await timed('build', async () => {
      const { renderWorker } = this.options
      if (renderWorker && publishWorkers() > 1 && this.mayRenderMany(content, edited)) {
        const stale = this.builder.staleRoutes(content, inputs)
        if (stale.length >= PARALLEL_RENDER_FROM)
          this.builder.seed(await renderInWorkers(renderWorker, content, stale, publishWorkers()))
      }
      return this.builder.build(content, inputs, { parent: current, assets, synonyms })
    })
    this.built = release
    this.builtFrom = { content, inputs }
    if (current && current.contentHash === release.contentHash) {
      this.last = current
      return { status: 'unchanged', release: current, timings }
    }

    await timed('store', () => store.publish(release))
    this.last = release
    const notified = this.options.notify
      ? await timed('notify', () => notifySite(this.options.notify as NotifyTarget))
      : null
    return { status: 'published', release, notified, timings }
  }

  /**
   * Whether this publish may render enough pages to share them among worker threads: not when a
   * watcher's edit changed fewer documents than that, left the sidebar as it was and touched
   * nothing outside content/ (what else a render reads: property data, image sizes). Sparing the
   * pass that finds the stale pages saves a tenth of a one-page publish at 5,000 pages; a page it
   * would have found is rendered by the build all the same.
   */
  private mayRenderMany(content: GeneratedContent, changed: readonly string[] | undefined): boolean {
    const before = this.builtFrom?.content
    if (!changed || !before || content.sidebar !== before.sidebar) return true
    if (!changed.every((file) => file.split(path.sep)[0] === 'content')) return true
    const known = new Set<object>([...before.docs, ...before.pages, ...before.posts])
    const documents = [...content.docs, ...content.pages, ...content.posts]
    return documents.filter((document) => !known.has(document)).length >= PARALLEL_RENDER_FROM
  }

  /**
   * The docs folders' category meta: that of the last publish while the changed paths cannot have
   * touched it (most edits), else read again. At 5,000 pages, reading every folder cost a tenth of
   * a one-page publish.
   */
  private readCategories(
    changed: readonly string[] | undefined,
    before: readonly ContentFile[] | null,
    after: readonly ContentFile[],
  ): DocCategories {
    const known = this.categories
    if (known && changed && before) {
      const paths = (list: readonly ContentFile[]) => new Set(list.map((file) => file.path))
      const folders = new Set(known.categories.map((category) => category.rawDir))
      if (!mayChangeCategories(changed, paths(before), paths(after), folders)) return known
    }
    this.categories = readDocCategories(this.options.root)
    return this.categories
  }

  /**
   * For a publisher that keeps running (the watcher), after its first publish: makes the first save
   * cost what the edit costs, not what the site costs or what starting costs. It serialises and
   * hashes the pieces of the release built last (at 1,000 pages, half a second), and compiles and
   * renders one page without keeping the result: a start that found everything in the caches has
   * not loaded the MDX compiler, the highlighter, the renderer or the HTML parser yet, and the first
   * edit paid for them (about a second of its 1.5 s at 1,000 pages). It also compiles a page with a
   * block of each code language the site uses (warm-up-page.ts): the highlighter loads a grammar on
   * its first block, and a first save whose page used another language than that one page paid for
   * it (at 5,012 pages the first save's compile took 0.73 s, the next ones 0.2 s).
   */
  async prepareForEdits(): Promise<void> {
    if (this.built) rememberPieces(this.built)
    const from = this.builtFrom
    const doc = from?.content.docs[0]
    const file = doc && this.files?.find((each) => each.path === doc._raw.sourceFilePath)
    if (!from || !doc || !file) return
    try {
      await this.compiler.warmUp(file)
      // Every code language the site uses, so that no first save loads a grammar.
      const languages = warmUpPage(codeLanguagesOf(this.files?.map((each) => each.source) ?? []))
      if (languages !== null) await this.compiler.warmUp({ path: file.path, source: languages })
      this.builder.renderEntries(from.content, from.inputs, [routeKey(doc.route)])
    } catch {
      // Only a warm-up: the page was published, and an edit that breaks it is reported then.
    }
  }

  /** A writer's unsaved draft of one page (below content/), rendered as publishing it would. */
  async previewPage(contentPath: string, source: string): Promise<PagePreview> {
    if (!this.documents || !this.categories)
      return { ok: false, problems: ['The site is still being published; try again in a moment.'] }
    return previewPage(
      {
        root: this.options.root,
        compiler: this.compiler,
        documents: this.documents,
        categories: this.categories.categories,
        renderHtml: this.options.renderHtml,
      },
      contentPath,
      source,
    )
  }

  /**
   * The current release to compare with. One this version cannot read (made by another version of
   * the site) is no reason to stop: the new release is then published as a first one.
   */
  private async readCurrent(): Promise<ContentRelease | null> {
    const { store } = this.options
    try {
      // A damaged current pointer is the same case: a publish is how the store is repaired.
      const id = await store.currentId()
      // The release this publisher made last is still current (watch mode, the usual case): no
      // need to read the whole site back from the store.
      if (id && this.last?.id === id) return this.last
      return id ? await store.read(id) : null
    } catch (error) {
      if (error instanceof ReleaseStoreUnavailableError) throw error
      console.warn(`content: ${(error as Error).message}; publishing without comparing with it`)
      return null
    }
  }

  /**
   * Makes the release before the current one current again: the current one's parent when the
   * store still holds it, else the newest older one.
   */
  async rollback(): Promise<{
    from: ContentRelease
    to: ContentRelease
    changedRoutes: string[]
    notified: NotifyResult | null
  }> {
    const { store } = this.options
    const currentId = await store.currentId()
    const current = currentId ? await store.read(currentId) : null
    if (!current) throw new Error(`${store.description} has no current release to roll back from.`)
    const candidates = (await store.list()).filter((summary) => summary.id < current.id)
    const targetId =
      current.parent && candidates.some((summary) => summary.id === current.parent)
        ? current.parent
        : candidates[0]?.id
    const target = targetId ? await store.read(targetId) : null
    if (!target)
      throw new Error(`${store.description} holds no release older than ${current.id} to roll back to.`)
    await store.makeCurrent(target.id)
    const notified = this.options.notify ? await notifySite(this.options.notify) : null
    return { from: current, to: target, changedRoutes: changedRoutesBetween(current, target), notified }
  }
}
