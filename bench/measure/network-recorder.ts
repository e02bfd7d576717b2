import type { CDPSession } from 'playwright-core'
import { sleep } from '../support/http'
import type { ByteCounts } from '../types'

export interface RecordedRequest {
  url: string
  resourceType: string
  mimeType: string
  prefetch: boolean
  /** Response headers as received (to subtract from the bytes on the wire). */
  headerBytes: number
  /** Bytes on the wire including headers, once loading finished. */
  wireBytes: number
  decodedBytes: number
  /** Answered from the browser's cache (e.g. a chunk prefetched earlier): nothing downloaded. */
  fromCache: boolean
  done: boolean
  failed: boolean
}

export type AssetKind = 'js' | 'css' | 'other'

export function assetKind(request: RecordedRequest): AssetKind {
  if (request.resourceType === 'Script' || /javascript|ecmascript/.test(request.mimeType)) return 'js'
  if (request.resourceType === 'Stylesheet' || request.mimeType.startsWith('text/css')) return 'css'
  return 'other'
}

export function encodedBodyBytes(request: RecordedRequest): number {
  return Math.max(0, request.wireBytes - request.headerBytes)
}

const isPrefetchPurpose = (headers: Record<string, unknown>) =>
  Object.entries(headers).some(
    ([name, value]) => /^(sec-)?purpose$/i.test(name) && /prefetch/i.test(String(value)),
  )

/**
 * Records what Chromium downloads for one page from the DevTools network events: bytes on the
 * wire (compressed) and decoded, per request, with prefetches (link rel=prefetch, `Purpose:
 * prefetch` fetches) told apart from what the page itself needs.
 */
export class NetworkRecorder {
  private readonly requests = new Map<string, RecordedRequest>()
  private lastActivity = Date.now()

  constructor(private readonly cdp: CDPSession) {}

  async start(): Promise<void> {
    const { cdp } = this
    const entry = (requestId: string): RecordedRequest | undefined => this.requests.get(requestId)
    const touch = () => (this.lastActivity = Date.now())
    cdp.on('Network.requestWillBeSent', (event) => {
      touch()
      // A redirect reuses the request id: the new hop replaces the old one.
      this.requests.set(event.requestId, {
        url: event.request.url,
        resourceType: event.type ?? 'Other',
        mimeType: '',
        prefetch: event.type === 'Prefetch' || isPrefetchPurpose(event.request.headers),
        headerBytes: 0,
        wireBytes: 0,
        decodedBytes: 0,
        fromCache: false,
        done: false,
        failed: false,
      })
    })
    cdp.on('Network.requestWillBeSentExtraInfo', (event) => {
      const request = entry(event.requestId)
      if (request && isPrefetchPurpose(event.headers)) request.prefetch = true
    })
    cdp.on('Network.responseReceived', (event) => {
      touch()
      const request = entry(event.requestId)
      if (!request) return
      request.mimeType = event.response.mimeType
      request.resourceType = event.type
      request.headerBytes = event.response.encodedDataLength
      if (event.response.fromPrefetchCache || event.response.fromDiskCache) request.fromCache = true
    })
    cdp.on('Network.requestServedFromCache', (event) => {
      const request = entry(event.requestId)
      if (request) request.fromCache = true
    })
    cdp.on('Network.dataReceived', (event) => {
      touch()
      const request = entry(event.requestId)
      if (request) request.decodedBytes += event.dataLength
    })
    cdp.on('Network.loadingFinished', (event) => {
      touch()
      const request = entry(event.requestId)
      if (!request) return
      request.wireBytes = event.encodedDataLength
      request.done = true
    })
    cdp.on('Network.loadingFailed', (event) => {
      touch()
      const request = entry(event.requestId)
      if (!request) return
      request.done = true
      request.failed = true
    })
    await cdp.send('Network.enable')
  }

  /** Waits until no request is in flight and none started for `quietMs`. */
  async waitForQuiet(quietMs: number, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline) {
      const busy = [...this.requests.values()].some((request) => !request.done)
      if (!busy && Date.now() - this.lastActivity >= quietMs) return
      await sleep(50)
    }
  }

  /** The requests recorded so far; the ids let a later snapshot tell what is new. */
  snapshot(): Map<string, RecordedRequest> {
    return new Map(this.requests)
  }
}

/** A request of the page itself that went to the network (not a prefetch, not from the cache, not failed). */
export function isDownload(request: RecordedRequest): boolean {
  return !request.prefetch && !request.fromCache && !request.failed
}

export function countBytes(requests: Iterable<RecordedRequest>, kind: AssetKind): ByteCounts {
  const counts: ByteCounts = { encoded: 0, decoded: 0, requests: 0 }
  for (const request of requests) {
    if (!isDownload(request) || assetKind(request) !== kind) continue
    counts.encoded += encodedBodyBytes(request)
    counts.decoded += request.decodedBytes
    counts.requests += 1
  }
  return counts
}
