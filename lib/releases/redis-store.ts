/**
 * Releases in Redis, under one key prefix:
 * - `<prefix>release:<id>`: the release's manifest (release-pieces.ts), gzipped JSON; a release of
 *   the earlier format (the whole release) stays readable;
 * - `<prefix>piece:<hash>`: a piece, gzipped, shared by every release that lists it, and
 *   `<prefix>pieces`: the set of stored piece hashes. A publish writes the pieces Redis lacks, the
 *   manifest and the switch of `current` in one transaction; pieces no kept release lists are
 *   removed after the old releases are dropped. Publishes (and that clean-up) take turns through
 *   `<prefix>publish-lock`, so a clean-up never removes a piece a publish beside it reuses;
 * - `<prefix>releases`: a sorted set of the ids, scored by creation time;
 * - `<prefix>current`: the current id, switched in the same transaction that stores a release, and
 *   announced on the channel `<prefix>current` so every instance switches at once (instances also
 *   poll the key, in case they missed the message while disconnected);
 * - `<prefix>page-cache-release:<build>`: the release whose pages the shared page cache holds for
 *   that build, recorded by the instance that last finished regenerating them.
 *
 * Commands fail fast while Redis is unreachable (no offline queue, a command timeout), so a reader
 * keeps serving what it has instead of waiting; the client reconnects on its own.
 */
import { promisify } from 'node:util'
import { gunzip, gzip } from 'node:zlib'
import { RESP_TYPES } from '@redis/client'
import {
  boundedRedisClient,
  closeClient,
  connectedClient,
  subscribeInBackground,
  type BoundedRedisClient,
} from '../redis/client'
import { isReleaseId, type ContentRelease } from './release'
import { DeferredCollection } from './deferred-collection'
import { PieceCache } from './piece-cache'
import { piecesListedBy, releasePieces, type ReleasePiece } from './release-pieces'
import {
  DamagedReleaseError,
  RELEASES_KEPT,
  ReleaseStoreUnavailableError,
  noneWhenDamaged,
  readStoredRelease,
  redactedUrl,
  summarizeReleases,
  type ReleaseStore,
  type ReleaseSummary,
} from './store'

const gzipAsync = promisify(gzip)
const gunzipAsync = promisify(gunzip)
const gunzipText = async (bytes: Buffer) => (await gunzipAsync(bytes)).toString('utf8')

/** Pieces asked for in one MGET. */
const PIECES_PER_READ = 500
/** A publish holds its lock at most this long (a publisher that dies lets go by itself). */
const LOCK_TTL_MS = 60_000
const LOCK_WAIT_MS = 60_000

/** Commands answer within this or fail: a slow Redis must not hold a page render. */
const COMMAND_TIMEOUT_MS = 2_000
const CONNECT_TIMEOUT_MS = 2_000

const BOUNDS = { commandTimeoutMs: COMMAND_TIMEOUT_MS, connectTimeoutMs: CONNECT_TIMEOUT_MS }

function newClient(url: string, onError: (error: Error) => void): BoundedRedisClient {
  const client = boundedRedisClient(url, BOUNDS)
  client.on('error', onError)
  return client
}

type Client = BoundedRedisClient

/** Pieces a publish looks up and writes in one round trip: at most a few MB of text in memory at once. */
const PIECES_PER_BATCH = 500

export class RedisReleaseStore implements ReleaseStore {
  readonly description: string
  private readonly client: Client
  private subscriber: Client | null = null
  /** The connected client; while Redis is unreachable, fails after the connect timeout instead of waiting. */
  private readonly ready: () => Promise<Client>
  private lastErrorLogged = 0
  /** Pieces this reader has read and checked: a switch to a new release fetches only its new ones. */
  private readonly pieceCache = new PieceCache()

  constructor(
    private readonly url: string,
    private readonly prefix: string,
    private readonly keep = RELEASES_KEPT,
    /** How long after a publish its collection of unused pieces starts (deferred-collection.ts). */
    private readonly collectDelayMs = 2_000,
  ) {
    this.description = `Redis at ${redactedUrl(url)} (keys ${prefix}*)`
    this.client = newClient(url, (error) => this.logError(error))
    this.ready = connectedClient(this.client, CONNECT_TIMEOUT_MS, (error) => this.logError(error))
    this.collection = new DeferredCollection(
      (signal) =>
        this.whileLocked(() => this.collectPieces(signal)).catch((error: Error) => this.logError(error)),
      collectDelayMs,
    )
  }

  private get currentKey() {
    return `${this.prefix}current`
  }
  private get listKey() {
    return `${this.prefix}releases`
  }
  private releaseKey(id: string) {
    return `${this.prefix}release:${id}`
  }
  private pieceKey(hash: string) {
    return `${this.prefix}piece:${hash}`
  }
  private get piecesKey() {
    return `${this.prefix}pieces`
  }
  private get lockKey() {
    return `${this.prefix}publish-lock`
  }

  /** Errors are expected while Redis is down; say so once a minute, not on every retry. */
  private logError(error: Error): void {
    const now = Date.now()
    if (now - this.lastErrorLogged < 60_000) return
    this.lastErrorLogged = now
    console.warn(`[content] ${this.description}: ${error.message}`)
  }

  private async run<T>(what: string, command: (client: Client) => Promise<T>): Promise<T> {
    try {
      return await command(await this.ready())
    } catch (error) {
      throw new ReleaseStoreUnavailableError(
        `${this.description}: cannot ${what} (${(error as Error).message})`,
        {
          cause: error,
        },
      )
    }
  }

  async currentId(): Promise<string | null> {
    const id = await this.run('read the current release', (client) => client.get(this.currentKey))
    if (id === null) return null
    if (!isReleaseId(id))
      throw new DamagedReleaseError(
        `${this.description}: ${this.currentKey} does not hold a release id`,
        null,
      )
    return id
  }

  async pageCacheRelease(build: string): Promise<string | null> {
    const id = await this.run('read the release of the page cache', (client) =>
      client.get(this.pageCacheKey(build)),
    )
    return id !== null && isReleaseId(id) ? id : null
  }

  async recordPageCacheRelease(build: string, id: string): Promise<void> {
    // Kept a month: a build no instance runs any more leaves no key behind for good.
    await this.run('record the release of the page cache', (client) =>
      client.set(this.pageCacheKey(build), id, { EX: 30 * 24 * 3600 }),
    )
  }

  async pageCacheIsEmpty(build: string): Promise<boolean> {
    // The page cache's keys (lib/server/cache-handler.mjs): `<prefix>pages:<build>:…`. One walk of
    // the key space at an instance's start, stopped at the first page found.
    const match = `${this.prefix}pages:${build}:*`
    return this.run('look for pages in the page cache', async (client) => {
      let cursor = '0'
      do {
        const reply = await client.scan(cursor, { MATCH: match, COUNT: 1000 })
        if (reply.keys.length > 0) return false
        cursor = String(reply.cursor)
      } while (cursor !== '0')
      return true
    })
  }

  private pageCacheKey(build: string): string {
    return `${this.prefix}page-cache-release:${build}`
  }

  async read(id: string): Promise<ContentRelease | null> {
    if (!isReleaseId(id)) return null
    const bytes = await this.releaseBytes(id)
    if (!bytes) return null
    const source = `${this.description}, release ${id}`
    const json = await gunzipText(bytes).catch((error: Error) => {
      throw new DamagedReleaseError(`${source}: not gzipped JSON (${error.message})`, id)
    })
    return readStoredRelease(json, source, id, (hashes) => this.readPieces(hashes), this.pieceCache)
  }

  /**
   * Writes the pieces Redis lacks, a batch at a time, then the manifest and the switch of `current`
   * in one transaction, then drops the oldest releases and the pieces no kept release lists; one
   * publish at a time. A publisher stopped between batches leaves pieces no release lists: the
   * collection removes them (it runs under the same lock, so never beside a publish).
   */
  async publish(release: ContentRelease): Promise<void> {
    // This store's own collection stops at its next step rather than hold the lock (deferred-collection.ts).
    await this.collection.giveWay()
    await this.whileLocked(async () => {
      const pieces = releasePieces(release)
      let next = pieces.next()
      while (!next.done) {
        const batch = new Map<string, ReleasePiece>()
        for (; !next.done && batch.size < PIECES_PER_BATCH; next = pieces.next())
          batch.set(next.value.hash, next.value)
        await this.writeMissingPieces(batch)
      }
      const manifest = next.value
      const bytes = await gzipAsync(JSON.stringify(manifest))
      await this.run(`publish release ${release.id}`, (client) => {
        const transaction = client.multi()
        return transaction
          .set(this.releaseKey(release.id), bytes)
          .zAdd(this.listKey, { score: Date.parse(release.createdAt), value: release.id })
          .set(this.currentKey, release.id)
          .publish(this.currentKey, release.id)
          .exec()
      })
      await this.prune(release.id)
    })
    this.collection.schedule()
  }

  /** Of `batch`, the pieces Redis lacks, written (gzipped) and listed in the set of pieces. */
  private async writeMissingPieces(batch: ReadonlyMap<string, ReleasePiece>): Promise<void> {
    const hashes = [...batch.keys()]
    const stored = await this.run('look up stored pieces', (client) =>
      client.smIsMember(this.piecesKey, hashes),
    )
    const missing = hashes.filter((_, i) => !stored[i])
    if (missing.length === 0) return
    const gzipped = await Promise.all(
      missing.map((hash) => gzipAsync((batch.get(hash) as ReleasePiece).text())),
    )
    await this.run('write pieces', (client) => {
      const transaction = client.multi()
      missing.forEach((hash, i) => transaction.set(this.pieceKey(hash), gzipped[i] as Buffer))
      return transaction.sAdd(this.piecesKey, missing).exec()
    })
  }

  /**
   * Unused pieces, collected a moment after the last publish (deferred-collection.ts), under the
   * publish lock so never beside a publish. Redis unreachable then: the pieces stay until the
   * next collection.
   */
  private readonly collection: DeferredCollection

  async makeCurrent(id: string): Promise<void> {
    const exists = await this.run(`find release ${id}`, (client) => client.exists(this.releaseKey(id)))
    if (!isReleaseId(id) || exists !== 1) throw new Error(`${this.description} holds no release ${id}`)
    await this.run(`make release ${id} current`, (client) =>
      client.multi().set(this.currentKey, id).publish(this.currentKey, id).exec(),
    )
  }

  async list(): Promise<ReleaseSummary[]> {
    const current = await this.currentId().catch(noneWhenDamaged)
    return summarizeReleases(await this.releaseIds(), current, (id) => this.read(id))
  }

  async releaseIds(): Promise<string[]> {
    return this.run('list releases', (client) => client.zRange(this.listKey, 0, -1, { REV: true }))
  }

  watch(onChange: () => void): () => void {
    const subscriber = (this.subscriber ??= newClient(this.url, (error) => this.logError(error)))
    return subscribeInBackground(subscriber, this.currentKey, onChange, (error) => this.logError(error))
  }

  async close(): Promise<void> {
    await this.collection.flush()
    await Promise.allSettled([closeClient(this.client), closeClient(this.subscriber)])
  }

  /** What Redis holds for the release `id` (gzipped JSON), or null. */
  private releaseBytes(id: string): Promise<Buffer | null> {
    return this.run(`read release ${id}`, (client) =>
      client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer }).get(this.releaseKey(id)),
    )
  }

  private async readPieces(hashes: readonly string[]): Promise<Map<string, string>> {
    const pieces = new Map<string, string>()
    for (let start = 0; start < hashes.length; start += PIECES_PER_READ) {
      const batch = hashes.slice(start, start + PIECES_PER_READ)
      const values = await this.run('read pieces', (client) =>
        client
          .withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer })
          .mGet(batch.map((hash) => this.pieceKey(hash))),
      )
      await Promise.all(
        values.map(async (value, i) => {
          // A piece that cannot be unzipped is left out: the release reads as damaged.
          if (value) pieces.set(batch[i] as string, await gunzipText(value as Buffer).catch(() => ''))
        }),
      )
    }
    return pieces
  }

  /**
   * Removes the pieces no kept release lists (only when every kept manifest could be read); stops at
   * its next step once `signal` is aborted (a publish of this store's is waiting).
   */
  private async collectPieces(signal: AbortSignal): Promise<void> {
    const texts: string[] = []
    for (const id of await this.releaseIds()) {
      if (signal.aborted) return
      const bytes = await this.releaseBytes(id)
      if (!bytes) continue
      const text = await gunzipText(bytes).catch(() => null)
      if (text === null) return
      texts.push(text)
    }
    if (signal.aborted) return
    const used = piecesListedBy(texts)
    if (!used) return
    const stored = await this.run('list pieces', (client) => client.sMembers(this.piecesKey))
    const unused = stored.filter((hash) => !used.has(hash))
    if (unused.length === 0 || signal.aborted) return
    await this.run('drop unused pieces', (client) =>
      client
        .multi()
        .del(unused.map((hash) => this.pieceKey(hash)))
        .sRem(this.piecesKey, unused)
        .exec(),
    )
  }

  /** Runs `work` holding the publish lock; waits for another publisher's turn, at most a minute. */
  private async whileLocked(work: () => Promise<void>): Promise<void> {
    const token = `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`
    const deadline = Date.now() + LOCK_WAIT_MS
    for (;;) {
      const taken = await this.run('take the publish lock', (client) =>
        client.set(this.lockKey, token, { NX: true, PX: LOCK_TTL_MS }),
      )
      if (taken === 'OK') break
      if (Date.now() > deadline)
        throw new Error(`${this.description}: another publish has held ${this.lockKey} for over a minute`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    try {
      await work()
    } finally {
      // Released only when still ours (it expires by itself if this process dies).
      await this.run('release the publish lock', async (client) => {
        if ((await client.get(this.lockKey)) === token) await client.del(this.lockKey)
      }).catch(() => undefined)
    }
  }

  private async prune(current: string): Promise<void> {
    const stale = (await this.releaseIds()).filter((id) => id !== current).slice(this.keep - 1)
    if (stale.length === 0) return
    await this.run('drop old releases', (client) =>
      client
        .multi()
        .del(stale.map((id) => this.releaseKey(id)))
        .zRem(this.listKey, stale)
        .exec(),
    )
  }
}
