#!/usr/bin/env node
/**
 * `npm start`: the production server plus a content watcher, so that a writer's edit under
 * content/ reaches readers without a rebuild. The watcher regenerates the documents
 * (contentlayer) and the search records; pages pick the change up when they are revalidated
 * (after `revalidate` seconds, or at once through the webhook). CONTENT_WATCH=false turns it off.
 * The server process preloads lib/server/http-timeouts.cjs (bounded timeouts) and
 * lib/server/security-headers-preload.cjs (security headers on every answer), see .env.example.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const port = process.env.PORT ?? '3000'
const host = process.env.HOST ?? '127.0.0.1'
const children = []
// contentlayer2 finds its project from PWD, not from the working directory: pin both to this checkout.
const childEnv = { ...process.env, PWD: root }
// Next.js's server takes no timeout options and adds no headers to its own 400 page and redirects:
// both are set on its http.Server by modules preloaded into its process.
const preloads = ['http-timeouts.cjs', 'security-headers-preload.cjs']
  .map((file) => `--require ${JSON.stringify(path.join(root, 'lib', 'server', file))}`)
  .join(' ')
const serverEnv = {
  ...childEnv,
  NODE_OPTIONS: [process.env.NODE_OPTIONS, preloads].filter(Boolean).join(' '),
}

function start(command, args, name, stdout = 'inherit', env = childEnv) {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', stdout, 'inherit'], env })
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); shutting down`)
      stop(code ?? 1)
    }
  })
  children.push(child)
  return child
}

let stopping = false
function stop(code = 0) {
  stopping = true
  // Kept even when the process ends before the timer below (it is unref'd): a failed start exits non-zero.
  process.exitCode = code
  for (const child of children) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 500).unref()
}
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

process.env.NEXT_TELEMETRY_DISABLED = '1'
// A half-configured hosted search service or a bad TRUSTED_PROXIES entry stops the start, named.
const serverEnvCheck = spawnSync(bin('tsx'), [path.join(root, 'scripts', 'check-start-env.ts')], {
  cwd: root,
  stdio: 'inherit',
})
if (serverEnvCheck.status !== 0) process.exit(serverEnvCheck.status ?? 1)
start(bin('next'), ['start', '-H', host, '-p', port], 'next', 'inherit', serverEnv)

if (process.env.CONTENT_WATCH !== 'false') {
  const watcher = start(bin('contentlayer2'), ['dev'], 'content watcher', 'pipe')
  // Edits saved before the watcher's first generation finishes may be missed: say when it is ready.
  let ready = false
  watcher.stdout.on('data', (chunk) => {
    process.stdout.write(chunk)
    if (!ready && /Generated \d+ documents/.test(chunk.toString())) {
      ready = true
      console.log('content watcher: ready')
    }
  })
  const generated = path.join(root, '.contentlayer', 'generated')
  let timer
  let running = false
  let again = false
  const rebuildRecords = () => {
    if (running) {
      again = true
      return
    }
    running = true
    const child = spawn(bin('tsx'), [path.join(root, 'scripts', 'build-search-index.ts')], {
      cwd: root,
      stdio: 'inherit',
      env: childEnv,
    })
    child.on('exit', () => {
      running = false
      if (again) {
        again = false
        rebuildRecords()
      }
    })
  }
  const watchGenerated = () => {
    try {
      fs.watch(generated, { recursive: true }, () => {
        clearTimeout(timer)
        timer = setTimeout(rebuildRecords, 300)
      })
    } catch {
      setTimeout(watchGenerated, 1000)
    }
  }
  watchGenerated()
}
