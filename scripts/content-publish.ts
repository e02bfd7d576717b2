/**
 * `npm run content:publish [-- options]`: publishes `content/` and `data/` as a content release to
 * the store the environment selects (see .env.example) and makes it current. Runs where the
 * markdown is: a writer's machine, a CI job, `npm start`'s watcher, and the build.
 */
// First: sets NODE_ENV before React is loaded by the imports below.
import './lib/production-react'
import fs from 'node:fs'
import path from 'node:path'
import chokidar from 'chokidar'
import { notifyTargetFrom, type NotifyResult } from '../lib/releases/notify'
import type { Publisher, PublishResult, PublishTimings } from '../lib/releases/publish'
import { openReleaseStore } from '../lib/releases/server'
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

Store: REDIS_URL (Redis) or CONTENT_STORE_DIR (a directory, default .content-releases).
Webhook: REVALIDATE_URL or SITE_URL, with REVALIDATE_SECRET.`

function parseArgs(argv: string[]) {
  const known = new Set(['--watch', '--rollback', '--list', '--no-notify', '--drafts', '--help'])
  const unknown = argv.filter((arg) => !known.has(arg))
  if (unknown.length > 0) throw new Error(`Unknown option ${unknown.join(', ')}\n\n${USAGE}`)
  return {
    watch: argv.includes('--watch'),
    rollback: argv.includes('--rollback'),
    list: argv.includes('--list'),
    notify: !argv.includes('--no-notify'),
    drafts: argv.includes('--drafts'),
    help: argv.includes('--help'),
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
      log(`changed: ${changed.length === 0 ? 'nothing' : changed.join(' ')}`)
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
  const store = openReleaseStore()
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
      log(`rolled back from ${from.id} to ${to.id}; changed: ${changedRoutes.join(' ') || 'nothing'}`)
      reportNotify(notified)
      return 0
    }
    const ok = report(await publisher.publish())
    if (!args.watch) return ok ? 0 : 1
    await publisher.prepareForEdits()
    // Writers' drafts, rendered here for the CMS's preview and draft mode (npm start, npm run dev).
    const previewSocket = process.env.CMS_PREVIEW_SOCKET
    if (previewSocket) {
      await startPreviewService(previewSocket, (file, source) => publisher.previewPage(file, source))
      log('previews of drafts ready')
    }
    await watch(root, publisher)
    return 0
  } finally {
    if (!args.watch) await store.close()
  }
}

/**
 * Publishes again on every change, one publish at a time; changes during a publish start another.
 * Each publish is told which files changed since the last one (it reads only those again); a folder
 * added or removed makes it read everything.
 */
async function watch(root: string, publisher: Publisher): Promise<void> {
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
          report(await publisher.publish(full ? undefined : paths))
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
