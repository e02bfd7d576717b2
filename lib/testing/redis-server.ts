/**
 * A real `redis-server` (Debian's package) for tests: loopback only, a free port, nothing saved to
 * disk, stopped by the test. `.ci/run` installs the package; a test that needs Redis fails with a
 * clear message when it is missing.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'

export const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server'

export interface RunningRedis {
  port: number
  url: string
  /** Stops the server (SIGTERM, then SIGKILL); resolves when it has exited. */
  stop: () => Promise<void>
  /** Starts it again on the same port, empty (after `stop`). */
  restart: () => Promise<void>
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

async function waitForPort(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}:\n${output()}`)
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end()
        resolve(true)
      })
      socket.on('error', () => resolve(false))
    })
    if (open) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`redis-server did not listen on ${port}:\n${output()}`)
}

export async function startRedis(): Promise<RunningRedis> {
  if (!fs.existsSync(REDIS_SERVER)) {
    throw new Error(
      `${REDIS_SERVER} is missing: install Debian's redis-server package (apt-get install -y redis-server)`,
    )
  }
  const port = await freePort()
  let child: ChildProcess
  let log = ''
  const launch = async () => {
    log = ''
    child = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
    await waitForPort(port, child, () => log)
  }
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000)
    await exited
    clearTimeout(timer)
  }
  await launch()
  return { port, url: `redis://127.0.0.1:${port}`, stop, restart: launch }
}

export interface RedisForTests {
  /** The server (started before the file's first test). */
  readonly server: RunningRedis
  /** A key prefix of the running test: each test gets its own, so tests never see each other's keys. */
  readonly prefix: string
}

/**
 * One redis-server for a test file, started before its tests and stopped after them, with a key
 * prefix per test. Call at the top of the file; read the fields inside tests.
 */
export function redisForTests(name: string): RedisForTests {
  let server: RunningRedis | undefined
  let test = 0
  beforeAll(async () => {
    server = await startRedis()
  })
  afterAll(async () => {
    await server?.stop()
  })
  beforeEach(() => {
    test++
  })
  return {
    get server() {
      if (!server) throw new Error('redis-server is not running: read it inside a test')
      return server
    },
    get prefix() {
      return `${name}${test}:`
    },
  }
}
