/**
 * The Redis client of a server that must not wait on Redis: the release store, the rate limit of
 * the ask and MCP endpoints, and search analytics. Commands answer within a bound or fail; nothing
 * is queued while disconnected; reconnection backs off up to 2 s between attempts, forever, so
 * Redis coming back is picked up by itself.
 */
import { createClient } from '@redis/client'

export interface RedisBounds {
  /** A command that has not answered by then fails. */
  commandTimeoutMs: number
  /** A connection attempt that has not succeeded by then fails. */
  connectTimeoutMs: number
}

export function boundedRedisClient(url: string, { commandTimeoutMs, connectTimeoutMs }: RedisBounds) {
  return createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: commandTimeoutMs },
    socket: {
      connectTimeout: connectTimeoutMs,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2_000),
    },
  })
}

export type BoundedRedisClient = ReturnType<typeof boundedRedisClient>

/**
 * The connected client, on demand: the first call connects (a failure goes to `onError`); while
 * Redis is unreachable a call fails after `connectTimeoutMs` instead of waiting.
 */
export function connectedClient(
  client: BoundedRedisClient,
  connectTimeoutMs: number,
  onError: (error: Error) => void,
): () => Promise<BoundedRedisClient> {
  let connecting: Promise<unknown> | null = null
  return async () => {
    if (client.isReady) return client
    if (!client.isOpen) connecting ??= client.connect().catch((error: Error) => onError(error))
    let timer: NodeJS.Timeout | undefined
    await Promise.race([
      connecting,
      new Promise((resolve) => (timer = setTimeout(resolve, connectTimeoutMs))),
    ])
    clearTimeout(timer)
    if (!client.isReady) throw new Error('not connected')
    return client
  }
}

/**
 * Subscribes `subscriber` to `channel` in the background and calls `onMessage` for each message
 * until the returned function is called. A failure goes to `onError`: while Redis is unreachable
 * the readers' own polls cover the gap, and the client subscribes again when it reconnects.
 */
export function subscribeInBackground(
  subscriber: BoundedRedisClient,
  channel: string,
  onMessage: () => void,
  onError: (error: Error) => void,
): () => void {
  let closed = false
  const start = async () => {
    try {
      if (!subscriber.isOpen) await subscriber.connect()
      await subscriber.subscribe(channel, () => {
        if (!closed) onMessage()
      })
    } catch (error) {
      onError(error as Error)
    }
  }
  void start()
  return () => {
    closed = true
  }
}

/** Closes a client: a connected one once its commands are answered, one still trying to connect at once. */
export async function closeClient(client: BoundedRedisClient | null): Promise<void> {
  if (!client) return
  if (client.isReady) return client.close()
  try {
    client.destroy()
  } catch {
    // Never connected: nothing to stop.
  }
}
