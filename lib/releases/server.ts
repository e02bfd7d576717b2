/**
 * Server only: the one release tracker and the one search index store of a server process, wired
 * to the store the environment selects. Next.js bundles each page and API route on its own, so
 * module state would be one copy per bundle; they are made once per process (sba-docs-process).
 *
 * When the current release changes (a publish seen through the store, a poll, or the process
 * starting on a newer release than it was built with), the pages it changed are regenerated: the
 * tracker sends the revalidation route a request through the site's server in-process (no network),
 * authorised by a token that only this process knows (lib/server/process-server.cjs offers both).
 */
import path from 'node:path'
import { onePerProcess } from 'sba-docs-process'
import { siteConfig } from '../../site.config'
import { withBasePath } from '../site-links'
import { SEARCH_DATA_DIRECTORY, SearchIndexStore } from '../search/store/index-store'
import { PUBLISH_DONE_ENV } from '../build/publish-signal.cjs'
import { processServer } from '../server/process-server.cjs'
import { afterBuildPublish } from './build-publish'
import { FsReleaseStore } from './fs-store'
import { PageRefresher } from './page-refresh'
import {
  pageCacheIsShared,
  recordSharedPageCacheRelease,
  runningBuildId,
  sharedPageCacheState,
  type SharedPageCacheState,
} from './page-cache-release'
import { releaseStoreConfig, type ReleaseStore, type ReleaseStoreConfig } from './store'
import { ReleaseTracker } from './tracker'
import { FsVersionRegistry } from '../versions/fs-registry'
import type { VersionRegistry } from '../versions/registry'
import { VersionsTracker } from '../versions/versions-tracker'
import { readBuildVersions } from '../versions/build-versions'

interface ProcessReleases {
  tracker: ReleaseTracker
  /** The versions manifest the version dropdown shows (lib/versions/). */
  versions: VersionsTracker
  search: SearchIndexStore
  /** What the shared page cache held when the first release loaded (page-cache-release.ts). */
  sharedCacheAtStart: Promise<SharedPageCacheState> | null
  /** Brings the pages up to the current release (pages/api/revalidate.ts calls it). */
  refresher: PageRefresher
}

export function openReleaseStore(
  config: ReleaseStoreConfig = releaseStoreConfig(process.env, siteConfig.version),
): ReleaseStore {
  if (config.kind === 'fs') return new FsReleaseStore(config.directory)
  // Loaded only when Redis is the store: its client is about 480 modules, a tenth of a second of
  // every server's start (and of every cold start on a serverless host) that a site without Redis
  // does not need.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a lazy load, typed below
  const { RedisReleaseStore } = require('./redis-store') as typeof import('./redis-store')
  return new RedisReleaseStore(config.url, config.prefix)
}

/** The versions manifest of the store the environment selects (shared by every version in it). */
export function openVersionRegistry(
  config: ReleaseStoreConfig = releaseStoreConfig(process.env, siteConfig.version),
): VersionRegistry {
  if (config.kind === 'fs') return new FsVersionRegistry(config.root)
  type RedisRegistryModule = typeof import('../versions/redis-registry')
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a lazy load (see openReleaseStore), typed
  const lazy = require('../versions/redis-registry') as RedisRegistryModule
  return new lazy.RedisVersionRegistry(config.url, config.versionsKey)
}

const isBuildPhase = () => process.env.NEXT_PHASE === 'phase-production-build'

let refreshNoticeShown = false

/**
 * Asks this process's revalidation route to bring the pages up to the current release. Without
 * the site's server (e.g. `next start` run by hand) pages follow after their revalidate period or
 * the webhook instead; that is said once.
 */
async function requestPageRefresh(): Promise<void> {
  // The development server renders every page on every request: nothing to regenerate.
  if (process.env.NODE_ENV !== 'production') return
  const info = processServer()
  if (!info) {
    if (!refreshNoticeShown) {
      refreshNoticeShown = true
      console.warn(
        `[content] pages follow a new release after ${siteConfig.revalidateSeconds} s or the revalidation webhook (start the server with \`npm start\` or the standalone server.js to refresh them at once)`,
      )
    }
    return
  }
  try {
    // At start the release can load before the server listens (instrumentation.ts): the request waits.
    const answer = await info.request({
      method: 'POST',
      path: withBasePath('/api/revalidate'),
      headers: { 'x-internal-revalidate': info.token, 'content-type': 'application/json' },
      body: '{}',
    })
    if (answer.status !== 200) console.warn(`[content] page refresh answered ${answer.status}`)
  } catch (error) {
    console.warn(`[content] page refresh failed: ${(error as Error).message}`)
  }
}

function createProcessReleases(): ProcessReleases {
  // `npm run build` publishes while Next.js compiles: the build's pages wait for that release.
  const store = isBuildPhase()
    ? afterBuildPublish(openReleaseStore(), process.env[PUBLISH_DONE_ENV])
    : openReleaseStore()
  const tracker = new ReleaseTracker(store)
  const search = new SearchIndexStore({
    directory: path.join(process.cwd(), SEARCH_DATA_DIRECTORY),
    indexName: siteConfig.search.embedded.indexName,
    siteRecords: () => {
      const release = tracker.peek()
      return release
        ? {
            version: release.id,
            updatedAt: Date.parse(release.createdAt),
            records: release.search.records,
            synonyms: release.search.synonyms,
          }
        : null
    },
  })
  // A server compares the store's manifest with the one its build's pages show; the build itself
  // renders with what the store holds.
  const versions = new VersionsTracker(
    openVersionRegistry(),
    isBuildPhase() || process.env.NODE_ENV !== 'production' ? {} : { baseline: readBuildVersions() },
  )
  const buildId = runningBuildId()
  const refresher = new PageRefresher({
    currentRelease: () => tracker.refresh(),
    firstLoaded: () => tracker.firstLoaded,
    store: () => tracker.store,
    currentVersions: () => versions.current(),
    versionsBaseline: () => versions.baseline,
    sharedPageCache: pageCacheIsShared(),
    sharedPageCacheAtStart: () => sharedPageCacheAtStart(),
    recordSharedPageCacheRelease: (releaseStore, releaseId) =>
      recordSharedPageCacheRelease(releaseStore, buildId, releaseId),
    site: { name: siteConfig.version, basePath: siteConfig.basePath },
  })
  const releases: ProcessReleases = { tracker, versions, search, sharedCacheAtStart: null, refresher }
  if (!isBuildPhase()) {
    // Another version published, removed or marked: the pages whose dropdown, banner or canonical
    // URL it changes are regenerated (page-refresh.ts works out which).
    versions.onChange(() => void requestPageRefresh())
    versions.follow()
    tracker.onSwitch(({ previous, current, changedRoutes, readMs }) => {
      // Looked at as the first release loads, before this server answers (and renders) a page.
      if (previous === null && pageCacheIsShared())
        releases.sharedCacheAtStart = sharedPageCacheState(store, runningBuildId())
      // Index the new records now, not on the first search; then regenerate the pages it changed
      // (on the first load only a shared page cache holds pages: lib/releases/page-cache-release.ts).
      const indexing = performance.now()
      search.current()
      const indexMs = Math.round(performance.now() - indexing)
      if (previous !== null) {
        console.log(
          `[content] serving release ${current.id}: ${changedRoutes.length} changed route(s); read in ${readMs} ms, search index ${search.lastSiteIndexMade ?? 'made'} in ${indexMs} ms`,
        )
      }
      if (previous !== null || pageCacheIsShared()) void requestPageRefresh()
    })
    tracker.follow()
  }
  return releases
}

function processReleases(): ProcessReleases {
  return onePerProcess('releases', createProcessReleases)
}

/** What the shared page cache held for this build when this process loaded its first release. */
export function sharedPageCacheAtStart(): Promise<SharedPageCacheState> {
  const releases = processReleases()
  return (releases.sharedCacheAtStart ??= sharedPageCacheState(releases.tracker.store, runningBuildId()))
}

/** This process's page refresher (lib/releases/page-refresh.ts). */
export function pageRefresher(): PageRefresher {
  return processReleases().refresher
}

export function releaseTracker(): ReleaseTracker {
  return processReleases().tracker
}

export function versionsTracker(): VersionsTracker {
  return processReleases().versions
}

/**
 * The site's search indices, fed by the current release. The first call of a process waits for
 * the release to load; later ones answer at once from the loaded one (a due check of the store
 * runs in the background).
 */
export async function siteSearchStore(): Promise<SearchIndexStore> {
  const { tracker, search } = processReleases()
  if (!tracker.peek()) await tracker.current().catch(() => undefined)
  return search
}
