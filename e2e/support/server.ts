import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'

export interface RunningSite {
  /** Origin, e.g. `http://127.0.0.1:41234`. */
  origin: string
  /** Origin plus base path, e.g. `http://127.0.0.1:41234/3.5.6`. */
  base: string
  output: () => string
  /** Stops it (SIGTERM; with `kill: true` SIGKILL at once, as a crash would). */
  stop: (options?: { kill?: boolean }) => Promise<void>
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

async function waitUntilUp(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`)
    try {
      const response = await fetch(url, { redirect: 'manual' })
      if (response.status < 500) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms:\n${output()}`)
}

/**
 * Starts the production server (`npm start`'s launcher) of a built project on a free loopback
 * port. The caller stops it; the whole process group is killed.
 */
export async function startSite(
  options: { cwd?: string; env?: Record<string, string> } = {},
): Promise<RunningSite> {
  const cwd = options.cwd ?? path.resolve(__dirname, '..', '..')
  const port = await freePort()
  let log = ''
  const child = spawn(process.execPath, [path.join(cwd, 'scripts', 'start.mjs')], {
    cwd,
    env: {
      ...process.env,
      CONTENT_WATCH: 'false',
      ...options.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PWD: cwd,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const origin = `http://127.0.0.1:${port}`
  const output = () => log
  const stop = async (options: { kill?: boolean } = {}) => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return
    // 'close' comes once the launcher has exited and every process of its group that shared its
    // output (the content watcher, the server) has let go of it: nothing is left running.
    const closed = new Promise<void>((resolve) => child.once('close', () => resolve()))
    try {
      process.kill(-child.pid, options.kill ? 'SIGKILL' : 'SIGTERM')
    } catch {
      return
    }
    const timeout = setTimeout(() => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL')
      } catch {
        // Already gone.
      }
    }, 5000)
    await closed
    clearTimeout(timeout)
  }
  try {
    await waitUntilUp(`${origin}/3.5.6/docs`, child, output, 60_000)
  } catch (error) {
    await stop()
    throw error
  }
  return { origin, base: `${origin}/3.5.6`, output, stop }
}
