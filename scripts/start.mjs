#!/usr/bin/env node
/**
 * `npm start`: the production server plus a content watcher, so that a writer's edit under
 * content/ reaches readers without a rebuild. The watcher regenerates the documents
 * (contentlayer) and the search records; pages pick the change up when they are revalidated
 * (after `revalidate` seconds, or at once through the webhook). CONTENT_WATCH=false turns it off.
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

function start(command, args, name, stdout = 'inherit') {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', stdout, 'inherit'], env: childEnv })
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
  for (const child of children) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 500).unref()
}
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

process.env.NEXT_TELEMETRY_DISABLED = '1'
// A half-configured hosted search service is an error at start too, naming the missing variable.
const searchEnv = spawnSync(bin('tsx'), [path.join(root, 'scripts', 'check-search-env.ts')], {
  cwd: root,
  stdio: 'inherit',
})
if (searchEnv.status !== 0) process.exit(searchEnv.status ?? 1)
start(bin('next'), ['start', '-H', host, '-p', port], 'next')

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
