/**
 * `npm run content:publish [-- options]`: publishes `content/` and `data/` as a content release to
 * the store the environment selects (see .env.example) and makes it current. Runs where the
 * markdown is: a writer's machine, a CI job, `npm start`'s watcher, and the build.
 */
import fs from 'node:fs'
import path from 'node:path'
import chokidar from 'chokidar'
import { notifyTargetFrom, type NotifyResult } from '../lib/releases/notify'
import { changedRoutesLine } from '../lib/releases/changed-routes-line'
import type { Publisher, PublishResult, PublishTimings } from '../lib/releases/publish'
import { openReleaseStore, openVersionRegistry } from '../lib/releases/server'
import { moveLegacyReleases } from '../lib/releases/fs-layout'
import { releaseStoreConfig } from '../lib/releases/store'
import type { ContentRelease } from '../lib/releases/release'
import { docsVersionFrom } from '../lib/build/docs-version.cjs'
import {
  VERSION_STATUSES,
  orderVersions,
  latestVersion,
  effectiveStatus,
  type VersionStatus,
} from '../lib/versions/version-entry'
import { recordVersion, type VersionOptions } from '../lib/versions/version-record'
import type { VersionRegistry } from '../lib/versions/registry'
import { siteConfig } from '../site.config'
import { startPreviewService } from '../lib/authoring/preview-service'
import { createSitePublisher } from './lib/site-release'

const USAGE = `Usage: npm run content:publish [-- options]

Checks content/, generates it, and publishes it as a content release: the store's current release
switches to it in one step, and running servers follow within a second.

  --watch       keep running: publish again whenever content/, data/ or public/ changes
  --rollback    make the release before the current one current again
  --list        list the releases the store holds, newest first
  --no-notify   do not call the site's revalidation webhook, even when configured
  --drafts      publish drafts too (the development server does; never a production site)
  --help        this text

Versions (the version dropdown of every deployment sharing the store lists what these write):
  --version-status <status>  mark this version current, maintained, unmaintained or next
                             (default: what it was; a first publish: current unless a newer
                             version is published, then maintained)
  --version-label <label>    what the dropdown shows for this version (default: its name)
  --versions                 list the versions the store's manifest holds
  --remove-version <name>    take a version out of the manifest (its releases stay in the store)

This version: DOCS_VERSION (default the package version) under DOCS_BASE_PATH (default /<version>).
Store: REDIS_URL (Redis) or CONTENT_STORE_DIR (a directory, default .content-releases).
Webhook: REVALIDATE_URL or SITE_URL, with REVALIDATE_SECRET.`

const FLAGS = ['--watch', '--rollback', '--list', '--no-notify', '--drafts', '--help', '--versions']
const VALUED = ['--version-status', '--version-label', '--remove-version']

function parseArgs(argv: string[]) {
  const flags = new Set<string>()
  const values = new Map<string, string>()
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? ''
    const [name, inline] =
      arg.startsWith('--') && arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined]
    if (FLAGS.includes(name)) flags.add(name)
    else if (VALUED.includes(name)) {
      const value = inline ?? argv[++index]
      if (value === undefined || value.trim() === '' || value.startsWith('--'))
        throw new Error(`${name} needs a value\n\n${USAGE}`)
      values.set(name, value.trim())
    } else throw new Error(`Unknown option ${arg}\n\n${USAGE}`)
  }
  const status = values.get('--version-status')
  if (status !== undefined && !(VERSION_STATUSES as readonly string[]).includes(status))
    throw new Error(`--version-status ${status}: expected one of ${VERSION_STATUSES.join(', ')}`)
  const label = values.get('--version-label')
  if (label !== undefined && label.length > 64) throw new Error('--version-label: at most 64 characters')
  return {
    watch: flags.has('--watch'),
    rollback: flags.has('--rollback'),
    list: flags.has('--list'),
    notify: !flags.has('--no-notify'),
    drafts: flags.has('--drafts'),
    help: flags.has('--help'),
    versions: flags.has('--versions'),
    removeVersion: values.get('--remove-version'),
    versionStatus: status as VersionStatus | undefined,
    versionLabel: label,
  }
}

/** Brings this version's entry of the versions manifest up to the release now current. */
async function recordThisVersion(
  registry: VersionRegistry,
  release: ContentRelease,
  options: VersionOptions,
) {
  try {
    const { entry, written } = await recordVersion(registry, release, options)
    if (written)
      log(
        `versions: ${entry.name} (${entry.status}, ${entry.routes.length} docs routes) in ${registry.description}`,
      )
  } catch (error) {
    // The release is published; the dropdowns pick the entry up from the next publish.
    console.warn(`content: the versions manifest was not updated (${(error as Error).message})`)
  }
}

async function listVersions(registry: VersionRegistry): Promise<void> {
  const entries = await registry.list()
  if (entries.length === 0) log(`no versions in ${registry.description}`)
  const latest = latestVersion(entries)
  for (const entry of orderVersions(entries)) {
    console.log(
      `${entry.name === latest?.name ? '*' : ' '} ${entry.name.padEnd(12)} ${effectiveStatus(entry, latest).padEnd(12)} ${entry.basePath.padEnd(14)} ${entry.label}  (${entry.routes.length} docs routes, ${entry.updatedAt})`,
    )
  }
}

const log = (line: string) => console.log(`content: ${line}`)

/**
 * A worker script beside this one (`compile-documents-worker`, `render-pages-worker`): the `.ts`
 * when this runs through tsx, the compiled `.mjs` when the build runs the compiled publish
 * (scripts/compiled-scripts.mjs compiles them all).
 */
function workerScript(name: string): string | undefined {
  const self = process.argv[1]
  if (!self) return undefined
  const worker = path.join(path.dirname(self), `${name}${path.extname(self)}`)
  return fs.existsSync(worker) ? worker : undefined
}

function formatTimings(timings: PublishTimings): string {
  return Object.entries(timings)
    .map(([step, ms]) => `${step} ${ms} ms`)
    .join(', ')
}

function reportNotify(notified: NotifyResult | null): void {
  if (!notified) return
  if (!notified.ok) {
    console.warn(
      `content: the site was not told (${notified.message}); servers still pick the release up from the store`,
    )
    return
  }
  const routes =
    notified.revalidated.length === 0 ? 'nothing left to regenerate' : notified.revalidated.join(' ')
  log(
    `site on ${notified.release}, regenerated: ${routes}${notified.failed.length > 0 ? `; failed: ${notified.failed.join(' ')}` : ''}`,
  )
}

function report(result: PublishResult): boolean {
  switch (result.status) {
    case 'refused':
      for (const error of result.errors) console.error(error)
      console.error(
        `content: not published (${result.errors.length} error${result.errors.length === 1 ? '' : 's'}); the current release is unchanged`,
      )
      return false
    case 'unchanged':
      log(`no changes; release ${result.release.id} stays current (${formatTimings(result.timings)})`)
      return true
    case 'published': {
      const { release } = result
      const changed = release.changedRoutes
      log(
        `published ${release.id} (${release.search.records.length} search records; ${formatTimings(result.timings)})`,
      )
      log(`changed: ${changedRoutesLine(changed)}`)
      reportNotify(result.notified)
      return true
    }
  }
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2))
  if (args.help) {
    console.log(USAGE)
    return 0
  }
  const root = process.cwd()
  const { version, basePath } = docsVersionFrom(process.env)
  const config = releaseStoreConfig(process.env, version)
  const registry = openVersionRegistry(config)
  if (args.versions || args.removeVersion) {
    try {
      if (args.removeVersion) {
        const removed = await registry.remove(args.removeVersion)
        log(
          removed
            ? `removed ${args.removeVersion} from ${registry.description}; its releases stay in the store`
            : `${registry.description} has no version ${args.removeVersion}`,
        )
        if (!removed) return 1
      }
      await listVersions(registry)
      return 0
    } finally {
      await registry.close()
    }
  }
  if (config.kind === 'fs') {
    const moved = moveLegacyReleases(config.root, version)
    if (moved) log(moved)
  }
  const versionOptions: VersionOptions = {
    name: version,
    basePath,
    label: args.versionLabel,
    status: args.versionStatus,
  }
  const store = openReleaseStore(config)
  const publisher = createSitePublisher(root, store, {
    notify: args.notify ? notifyTargetFrom(process.env, siteConfig.basePath) : null,
    includeDrafts: args.drafts,
    compileWorker: workerScript('compile-documents-worker'),
    renderWorker: workerScript('render-pages-worker'),
  })
  log(`store: ${store.description}`)
  try {
    if (args.list) {
      for (const release of await store.list()) {
        console.log(
          `${release.isCurrent ? '*' : ' '} ${release.id}  ${release.createdAt}  ${release.changedRoutes} changed route(s)`,
        )
      }
      return 0
    }
    if (args.rollback) {
      const { from, to, changedRoutes, notified } = await publisher.rollback()
      log(`rolled back from ${from.id} to ${to.id}; changed: ${changedRoutesLine(changedRoutes)}`)
      reportNotify(notified)
      await recordThisVersion(registry, to, versionOptions)
      return 0
    }
    const first = await publisher.publish()
    const ok = report(first)
    if (first.status !== 'refused') await recordThisVersion(registry, first.release, versionOptions)
    if (!args.watch) return ok ? 0 : 1
    await publisher.prepareForEdits()
    // Writers' drafts, rendered here for the CMS's preview and draft mode (npm start, npm run dev).
    const previewSocket = process.env.CMS_PREVIEW_SOCKET
    if (previewSocket) {
      await startPreviewService(previewSocket, (file, source) => publisher.previewPage(file, source))
      log('previews of drafts ready')
    }
    await watch(root, publisher, (release) => recordThisVersion(registry, release, versionOptions))
    return 0
  } finally {
    if (!args.watch) await Promise.all([store.close(), registry.close()])
  }
}

/**
 * Publishes again on every change, one publish at a time; changes during a publish start another.
 * Each publish is told which files changed since the last one (it reads only those again); a folder
 * added or removed makes it read everything.
 */
async function watch(
  root: string,
  publisher: Publisher,
  published: (release: ContentRelease) => Promise<void>,
): Promise<void> {
  let running = false
  let timer: NodeJS.Timeout | undefined
  let changed = new Set<string>()
  let readAll = false
  const run = async () => {
    if (running) return
    running = true
    try {
      while (changed.size > 0 || readAll) {
        const paths = [...changed]
        const full = readAll
        changed = new Set()
        readAll = false
        try {
          const result = await publisher.publish(full ? undefined : paths)
          report(result)
          if (result.status === 'published') await published(result.release)
        } catch (error) {
          console.error(`content: publish failed: ${(error as Error).message}`)
        }
      }
    } finally {
      running = false
    }
  }
  const watcher = chokidar.watch(
    ['content', 'data', 'public'].map((dir) => path.join(root, dir)),
    { ignoreInitial: true },
  )
  watcher.on('all', (event, file) => {
    if (event === 'addDir' || event === 'unlinkDir') readAll = true
    else changed.add(path.relative(root, file))
    clearTimeout(timer)
    timer = setTimeout(() => void run(), 50)
  })
  await new Promise<void>((resolve) => watcher.on('ready', () => resolve()))
  log('watching content/, data/ and public/ (ready)')
}

main().then(
  (code) => {
    if (code !== 0 || !process.argv.includes('--watch')) process.exit(code)
  },
  (error: unknown) => {
    console.error(`content:publish failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
