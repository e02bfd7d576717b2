import net from 'node:net'

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      )
    })
  })
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
