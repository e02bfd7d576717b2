import type http from 'node:http'

// One free-port helper for the browser tests and the bench.
export { freePort } from '../../e2e/support/server'

/** A server of the bench's own, listening on the loopback. */
export interface LoopbackServer {
  origin: string
  close: () => Promise<void>
}

/** Starts `server` on a free port of 127.0.0.1; `close` also ends the connections kept alive. */
export async function listenOnLoopback(server: http.Server, name: string): Promise<LoopbackServer> {
  server.keepAliveTimeout = 5_000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const address = server.address()
  if (typeof address !== 'object' || !address) throw new Error(`${name}: no address`)
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Waits until `url` answers with a status below 500; `isAlive` lets the caller stop early when the
 * server process has died.
 */
export async function waitForHttp(url: string, timeoutMs: number, isAlive: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`the server stopped before ${url} answered`)
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000) })
      await response.arrayBuffer()
      if (response.status < 500) return
    } catch {
      // Not listening yet.
    }
    await sleep(200)
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

/** Polls `read` until `done` holds or the time is up; returns the last value. */
export async function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  options: { timeoutMs: number; intervalMs: number },
): Promise<T> {
  const deadline = Date.now() + options.timeoutMs
  let value = await read()
  while (!done(value) && Date.now() < deadline) {
    await sleep(options.intervalMs)
    value = await read()
  }
  return value
}

/**
 * Requests a page until the server answers it from a fresh cache. A statically generated page
 * older than its revalidate time is regenerated in the background after the next request (Next.js
 * answers `x-nextjs-cache: STALE`); on this bench's machine that server work would run during a
 * Lighthouse trace and take CPU from the simulated phone, which in production is another machine.
 * A server without that header (static files, server-rendered pages) is fresh at once.
 */
export async function waitUntilFresh(url: string, timeoutMs = 30_000): Promise<void> {
  const cacheState = async () => {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
    await response.arrayBuffer()
    return response.headers.get('x-nextjs-cache')
  }
  const state = await pollUntil(cacheState, (value) => value === null || value === 'HIT', {
    timeoutMs,
    intervalMs: 250,
  })
  if (state !== null && state !== 'HIT') throw new Error(`${url} was still ${state} after ${timeoutMs} ms`)
}
