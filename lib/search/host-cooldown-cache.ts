/**
 * The search client's memory of failed hosts. The official client's retry strategy asks its
 * `hostsCache` for each host's state before a call, and stores a host as `down` (or `timed out`)
 * when a call to it fails; hosts that are not up are tried last, or not at all while others work.
 *
 * Why a cache of our own: algoliasearch 5.64 stores a failed host under a key that includes its new
 * status and timestamp, but looks hosts up by their plain description, so the stored state is
 * never found and a dead host is retried on every call; its serialising caches also drop the
 * state's methods. This cache keys hosts by what identifies them and rebuilds the state on read,
 * with the cool-down of the site config (spec §9: 120 s) instead of the library's constant.
 */
import type { liteClient } from 'algoliasearch/lite'

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
