/**
 * Real parts for deployment tests and the scale benchmark: the standalone server copied out as a
 * host copies it, several of them, and a real load balancer (Debian's haproxy) in front. Every
 * process listens on 127.0.0.1 on a free port and is stopped by whoever started it.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { eventually } from './eventually'
import { freePort } from './server'

const run = promisify(execFile)
export const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy'

export interface HostedServer {
  /** The directory the server runs in (a copy of `.next/standalone`). */
  dir: string
  port: number
  origin: string
  base: string
  output: () => string
  /** Stops it (SIGTERM, or SIGKILL with `kill: true`, as a crash would); keeps its directory. */
  stop: (options?: { kill?: boolean }) => Promise<void>
  /** Stops it and removes its directory. */
  remove: () => Promise<void>
}

/**
 * Copies what a host copies of a built project (`.next/standalone`, `.next/static`, `public/`) to
 * a directory of its own and starts `node server.js` there with only the given environment.
 */
export async function hostStandalone(
  buildDir: string,
  env: Record<string, string> = {},
  /** The base path the build was made for (DOCS_BASE_PATH). */
  basePath = '/3.5.6',
): Promise<HostedServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sba-docs-host-'))
  fs.cpSync(path.join(buildDir, '.next', 'standalone'), dir, { recursive: true, verbatimSymlinks: true })
  fs.cpSync(path.join(buildDir, '.next', 'static'), path.join(dir, '.next', 'static'), { recursive: true })
  fs.cpSync(path.join(buildDir, 'public'), path.join(dir, 'public'), { recursive: true })
  const port = await freePort()
  let log = ''
  const child: ChildProcess = spawn(process.execPath, ['server.js'], {
    cwd: dir,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const origin = `http://127.0.0.1:${port}`
  const base = `${origin}${basePath}`
  const stop = async (options: { kill?: boolean } = {}) => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const closed = new Promise((resolve) => child.once('close', resolve))
    child.kill(options.kill ? 'SIGKILL' : 'SIGTERM')
    await closed
  }
  const remove = async () => {
    await stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
  const up = await eventually(
    async () => (await fetch(`${base}/docs`).catch(() => null))?.status ?? 0,
    (status) => status === 200 || child.exitCode !== null,
    60_000,
  )
  if (up !== 200) {
    await remove()
    throw new Error(`the standalone server did not start:\n${log}`)
  }
  return { dir, port, origin, base, output: () => log, stop, remove }
}

export interface RunningBalancer {
  origin: string
  base: string
  output: () => string
  stop: () => Promise<void>
}

/**
 * haproxy on a free loopback port with `frontend` (the lines after the frontend's `bind`) and
 * `backends`, under the settings every balancer here shares; resolves once each of `basePaths`
 * answers its docs landing with 200 through it.
 */
async function runHaproxy(
  frontend: string[],
  backends: string[],
  basePaths: string[],
  options: { retries: boolean },
): Promise<RunningBalancer> {
  if (!fs.existsSync(HAPROXY)) {
    throw new Error(`${HAPROXY} is missing: install Debian's haproxy package (apt-get install -y haproxy)`)
  }
  const port = await freePort()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sba-docs-haproxy-'))
  const config = path.join(dir, 'haproxy.cfg')
  fs.writeFileSync(
    config,
    [
      'global',
      '  maxconn 4096',
      'defaults',
      '  mode http',
      '  timeout connect 1s',
      '  timeout client 30s',
      '  timeout server 30s',
      ...(options.retries
        ? ['  retries 3', '  option redispatch', '  retry-on conn-failure empty-response response-timeout']
        : []),
      'frontend site',
      `  bind 127.0.0.1:${port}`,
      ...frontend,
      ...backends,
      '',
    ].join('\n'),
  )
  await run(HAPROXY, ['-c', '-f', config])
  let log = ''
  const child = spawn(HAPROXY, ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const origin = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const closed = new Promise((resolve) => child.once('close', resolve))
      child.kill('SIGTERM')
      await closed
    }
    fs.rmSync(dir, { recursive: true, force: true })
  }
  const statuses = await eventually(
    () =>
      Promise.all(
        basePaths.map(
          async (basePath) => (await fetch(`${origin}${basePath}/docs`).catch(() => null))?.status ?? 0,
        ),
      ),
    (codes) => codes.every((code) => code === 200) || child.exitCode !== null,
    30_000,
  )
  if (!statuses.every((code) => code === 200)) {
    await stop()
    throw new Error(`haproxy did not start:\n${log}`)
  }
  return { origin, base: `${origin}${basePaths[0] ?? ''}`, output: () => log, stop }
}

/**
 * haproxy in front of the given instances: round robin, health checks of `/api/health` every half
 * second, and a request whose instance fails before answering is tried again on another. That is
 * all it needs: any instance can answer any request.
 */
export async function startBalancer(ports: number[]): Promise<RunningBalancer> {
  return runHaproxy(
    ['  default_backend instances'],
    [
      'backend instances',
      '  balance roundrobin',
      '  option httpchk GET /3.5.6/api/health',
      '  http-check expect status 200',
      ...ports.map(
        (backend, index) => `  server i${index} 127.0.0.1:${backend} check inter 500 fall 2 rise 1`,
      ),
    ],
    ['/3.5.6'],
    { retries: true },
  )
}

/** One deployment behind a balancer that routes by path: its base path and where it listens. */
export interface VersionBackend {
  basePath: string
  port: number
}

/**
 * haproxy routing by path prefix, as one origin serving several docs versions does: a request
 * under a version's base path goes to that version's deployment (health-checked on its own
 * `/api/health`); anything else gets haproxy's 503.
 */
export async function startPathBalancer(backends: VersionBackend[]): Promise<RunningBalancer> {
  const name = (index: number) => `version${index}`
  return runHaproxy(
    backends.flatMap(({ basePath }, index) => [
      // Two lines of one name: either matches (the base path itself, or anything below it).
      `  acl is_${name(index)} path ${basePath}`,
      `  acl is_${name(index)} path_beg ${basePath}/`,
      `  use_backend ${name(index)} if is_${name(index)}`,
    ]),
    backends.flatMap(({ basePath, port }, index) => [
      `backend ${name(index)}`,
      `  option httpchk GET ${basePath}/api/health`,
      '  http-check expect status 200',
      `  server s0 127.0.0.1:${port} check inter 500 fall 2 rise 1`,
    ]),
    backends.map(({ basePath }) => basePath),
    { retries: false },
  )
}

/** `npm run build` in a project directory with the given environment; throws with its output on failure. */
export async function buildProject(dir: string, env: Record<string, string>): Promise<void> {
  try {
    await run(process.execPath, [path.join(dir, 'scripts', 'build.mjs')], {
      cwd: dir,
      env: { ...process.env, PWD: dir, ...env },
      maxBuffer: 64 * 1024 * 1024,
    })
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string }
    throw new Error(`the build failed:\n${failed.stdout ?? ''}${failed.stderr ?? ''}`)
  }
}

/** `npm run content:publish [args]` in a project directory; resolves with its exit code and output. */
export async function publishContent(dir: string, env: Record<string, string>, args: string[] = []) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [path.join(dir, 'scripts', 'run-step.mjs'), 'content-publish', ...args],
      { cwd: dir, env: { ...process.env, PWD: dir, ...env }, maxBuffer: 16 * 1024 * 1024 },
    )
    return { code: 0, output: stdout + stderr }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` }
  }
}
