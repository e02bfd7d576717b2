/**
 * The one search client factory of the site. The dialog and everything else talk to the search
 * service through the client made here and never know which backend answers:
 * - embedded (the default): this site's own endpoint, `${basePath}/api/search` and, as a second
 *   host, the base path itself (where `proxy.ts` maps `${basePath}/1/indexes/...` to the same
 *   handler), so one broken path is retried on the other;
 * - hosted: the hosted search service, when its application id, search key and index name are set
 *   in `NEXT_PUBLIC_SEARCH_APP_ID`, `NEXT_PUBLIC_SEARCH_API_KEY` and `NEXT_PUBLIC_SEARCH_INDEX_NAME`.
 * Timeouts and the failed-host cool-down come from the site config (`search.timeouts`,
 * `search.hostCooldownMs`).
 */
import { browserRefusesTracking, typingToken } from '../../search-dialog/tracking-consent'
import { liteClient, type LiteClient } from 'algoliasearch/lite'
import { siteConfig } from '../../../site.config'

/** `process.env` or a subset: `NEXT_PUBLIC_SEARCH_APP_ID`, `…_API_KEY`, `…_INDEX_NAME`. */
export type SearchEnv = Readonly<Record<string, string | undefined>>

export interface SearchTarget {
  mode: 'embedded' | 'hosted'
  appId: string
  apiKey: string
  indexName: string
}

/** Written out in full so Next.js inlines the values into the browser bundle. */
function publicSearchEnv(): SearchEnv {
  return {
    NEXT_PUBLIC_SEARCH_APP_ID: process.env.NEXT_PUBLIC_SEARCH_APP_ID,
    NEXT_PUBLIC_SEARCH_API_KEY: process.env.NEXT_PUBLIC_SEARCH_API_KEY,
    NEXT_PUBLIC_SEARCH_INDEX_NAME: process.env.NEXT_PUBLIC_SEARCH_INDEX_NAME,
  }
}

const VARIABLES = [
  'NEXT_PUBLIC_SEARCH_APP_ID',
  'NEXT_PUBLIC_SEARCH_API_KEY',
  'NEXT_PUBLIC_SEARCH_INDEX_NAME',
] as const

/**
 * Which search service to use. All three variables set: hosted; none: embedded; anything in
 * between is a configuration mistake (the hosted service needs an application id and a key), reported
 * with the names of the missing variables. The build and the server call this at start.
 */
export function validateSearchEnv(env: SearchEnv = publicSearchEnv()): SearchTarget {
  const values = VARIABLES.map((name) => env[name]?.trim() ?? '')
  const missing = VARIABLES.filter((_, i) => values[i] === '')
  if (missing.length === VARIABLES.length) {
    const { appId, searchKey, indexName } = siteConfig.search.embedded
    return { mode: 'embedded', appId, apiKey: searchKey, indexName }
  }
  if (missing.length > 0) {
    const present = VARIABLES.filter((name) => !missing.includes(name))
    throw new Error(
      `Search configuration: ${present.join(' and ')} ${present.length > 1 ? 'are' : 'is'} set but ` +
        `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing. Set all of ${VARIABLES.join(', ')} ` +
        'to use the hosted search service, or none of them to use the embedded search backend.',
    )
  }
  const [appId, apiKey, indexName] = values as [string, string, string]
  return { mode: 'hosted', appId, apiKey, indexName }
}

type Host = { url: string; accept: 'readWrite'; protocol: 'http' | 'https' }

/** The embedded endpoint on the given origin: the API route first, then the base path mapped by `proxy.ts`. */
export function embeddedHosts(origin: string): Host[] {
  const url = new URL(origin)
  const protocol = url.protocol === 'https:' ? 'https' : 'http'
  return [
    {
      url: `${url.host}${siteConfig.basePath}${siteConfig.search.embedded.apiPath}`,
      accept: 'readWrite',
      protocol,
    },
    { url: `${url.host}${siteConfig.basePath}`, accept: 'readWrite', protocol },
  ]
}

/** Shared by every client of this page, so a host that failed stays out for all of them. */
const sharedHostsCache = createHostCooldownCache(siteConfig.search.hostCooldownMs)

export interface CreateSearchClientOptions {
  /** Outside the browser: the site's origin, e.g. `http://127.0.0.1:3000`. In the browser: the page's. */
  origin?: string
  env?: SearchEnv
  hostsCache?: HostsCache
}

export function createSearchClient(options: CreateSearchClientOptions = {}): LiteClient {
  const target = validateSearchEnv(options.env)
  const { connect, read, write } = siteConfig.search.timeouts
  const common = { timeouts: { connect, read, write }, hostsCache: options.hostsCache ?? sharedHostsCache }
  if (target.mode === 'hosted') return liteClient(target.appId, target.apiKey, common)
  const origin = options.origin ?? (typeof window === 'undefined' ? undefined : window.location.origin)
  if (!origin)
    throw new Error(
      'createSearchClient needs the site origin (e.g. http://127.0.0.1:3000) outside the browser',
    )
  // With search analytics on, a token of this page load lets the backend count a reader's
  // keystrokes as one search (lib/search-dialog/tracking-consent.ts). Same origin: no preflight.
  const countTyping = siteConfig.search.insights.enabled && !browserRefusesTracking()
  return liteClient(target.appId, target.apiKey, {
    ...common,
    hosts: embeddedHosts(origin),
    ...(countTyping ? { baseHeaders: { 'x-algolia-usertoken': typingToken() } } : {}),
  })
}

/**
 * The search client's memory of failed hosts. The official client's retry strategy asks its
 * `hostsCache` for each host's state before a call, and stores a host as `down` (or `timed out`)
 * when a call to it fails; hosts that are not up are tried last, or not at all while others work.
 *
 * Why a cache of our own: algoliasearch 5.64 stores a failed host under a key that includes its new
 * status and timestamp, but looks hosts up by their plain description, so the stored state is
 * never found and a dead host is retried on every call; its serialising caches also drop the
 * state's methods. This cache keys hosts by what identifies them and rebuilds the state on read,
 * with the cool-down of the site config (`search.hostCooldownMs`) instead of the library's constant.
 */
export type HostsCache = NonNullable<NonNullable<Parameters<typeof liteClient>[2]>['hostsCache']>
type HostStatus = 'up' | 'down' | 'timed out'

interface HostDescription {
  url: string
  accept: 'read' | 'readWrite' | 'write'
  protocol: 'http' | 'https'
  port?: number
}

interface HostState {
  status: HostStatus
  lastUpdate: number
}

function describeHost(key: unknown): HostDescription | null {
  if (typeof key !== 'object' || key === null) return null
  const { url, accept, protocol, port } = key as Partial<HostDescription>
  if (typeof url !== 'string') return null
  return {
    url,
    accept: accept ?? 'readWrite',
    protocol: protocol ?? 'https',
    ...(port === undefined ? {} : { port }),
  }
}

function keyOf(host: HostDescription | null, key: unknown): string {
  return host ? `${host.protocol}://${host.url}:${host.port ?? ''}|${host.accept}` : JSON.stringify(key)
}

function statusOf(value: unknown): HostStatus | null {
  const status =
    typeof value === 'object' && value !== null ? (value as { status?: unknown }).status : undefined
  return status === 'up' || status === 'down' || status === 'timed out' ? status : null
}

export function createHostCooldownCache(cooldownMs: number, now: () => number = Date.now): HostsCache {
  const states = new Map<string, HostState>()
  const statefulHost = (host: HostDescription, { status, lastUpdate }: HostState) => ({
    ...host,
    status,
    lastUpdate,
    isUp: () => status === 'up' || now() - lastUpdate > cooldownMs,
    isTimedOut: () => status === 'timed out' && now() - lastUpdate <= cooldownMs,
  })
  return {
    get<TValue>(
      key: Record<string, unknown> | string,
      defaultValue: () => Promise<TValue>,
      events?: { miss: (value: TValue) => Promise<unknown> },
    ) {
      const host = describeHost(key)
      const state = states.get(keyOf(host, key))
      if (host && state) {
        // The transporter only asks this cache for stateful hosts, which is what this builds.
        return Promise.resolve(statefulHost(host, state) as TValue)
      }
      return defaultValue().then((value) => (events ? events.miss(value).then(() => value) : value))
    },
    set<TValue>(key: Record<string, unknown> | string, value: TValue) {
      const status = statusOf(value)
      if (status) states.set(keyOf(describeHost(key), key), { status, lastUpdate: now() })
      return Promise.resolve(value)
    },
    delete(key: Record<string, unknown> | string) {
      states.delete(keyOf(describeHost(key), key))
      return Promise.resolve()
    },
    clear() {
      states.clear()
      return Promise.resolve()
    },
  }
}
