#!/usr/bin/env node
// @ts-check
/**
 * `npm start`: the production server (the standalone server the build made, as a host runs it)
 * and, on the machine that holds `content/`, the content watcher: every saved edit is published
 * as a new content release (`content:publish --watch`), which the server follows within a second.
 *
 *   PORT (3000), HOST (127.0.0.1)     where the server listens
 *   CONTENT_WATCH=false               no watcher (a server that only serves)
 *   CONTENT_STORE_DIR, REDIS_URL      the release store (default: .content-releases here)
 *
 * With the watcher, the content manager at /admin edits content/ here (local mode, loopback only:
 * lib/authoring/admin-access.ts); without it, the server is a production server and local editing
 * is off unless CMS_LOCAL_SECRET is set.
 *
 * The server needs only the runtime dependencies (`npm ci --omit=dev`). The watcher needs the
 * publishing tools (contentlayer2, and esbuild, which compiles the publish: scripts/run-step.mjs);
 * without them it is left out with a message and the server runs on. Stopping this process stops
 * both. (No supervisor package here: `npm run dev` uses one, but this runs without the
 * development dependencies.)
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import { createRequire } from 'node:module'
import path from 'node:path'
import { root } from './processes.mjs'

const { checkServerEnv } = createRequire(import.meta.url)('../lib/server/env.cjs')
const problems = checkServerEnv(process.env)
if (problems.length > 0) {
  for (const problem of problems) console.error(`error: ${problem}`)
  console.error('npm start: fix the environment (see .env.example).')
  process.exit(1)
}

const standalone = path.join(root, '.next', 'standalone')
const server = path.join(standalone, 'server.js')
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  PORT: process.env.PORT ?? '3000',
  // The standalone server reads HOSTNAME; HOST is what this project documents.
  HOSTNAME: process.env.HOST ?? '127.0.0.1',
  // The server runs from .next/standalone; the default store is the one next to the project.
  CONTENT_STORE_DIR: process.env.CONTENT_STORE_DIR ?? path.join(root, '.content-releases'),
}

const watching = process.env.CONTENT_WATCH !== 'false'
if (watching) {
  // Local editing writes into this project's content/, which the watcher publishes.
  env.CMS_REPO_DIR = process.env.CMS_REPO_DIR ?? root
  env.CMS_LOCAL = process.env.CMS_LOCAL ?? 'loopback'
  // The watcher renders writers' drafts for the CMS's preview and draft mode; the server asks it here.
  env.CMS_PREVIEW_SOCKET =
    process.env.CMS_PREVIEW_SOCKET ?? path.join(os.tmpdir(), `sba-docs-preview-${process.pid}.sock`)
}

if (!fs.existsSync(server)) {
  console.error(
    'npm start: there is no production build (.next/standalone/server.js). Run `npm run build` first.',
  )
  process.exit(1)
}

/** @type {import('node:child_process').ChildProcess[]} */
const children = []
let stopping = false

/** @param {number} code */
function stop(code) {
  if (stopping) return
  stopping = true
  for (const child of children) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 1500).unref()
  Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve))),
    ),
  ).then(() => process.exit(code))
}
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

/**
 * @param {string} name
 * @param {string[]} args
 * @param {boolean} required  whether this child stopping stops everything
 */
function start(name, args, required) {
  const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...env, PWD: root } })
  child.on('exit', (code, signal) => {
    if (stopping) return
    if (required) {
      console.error(`${name} stopped (${signal ?? code}); shutting down`)
      stop(code ?? 1)
    } else {
      console.error(`${name} stopped (${signal ?? code}); the server runs on without it`)
    }
  })
  children.push(child)
}

// server.js is the site's own server (lib/server/site-server.cjs, written by scripts/prepare-standalone.ts).
start('server', [server], true)

if (watching) {
  // The publishing tools: contentlayer's compiler, and esbuild, which compiles the publish itself.
  const missing = ['contentlayer2', 'esbuild'].filter(
    (name) => !fs.existsSync(path.join(root, 'node_modules', name)),
  )
  if (missing.length > 0) {
    console.warn(
      `content watcher: off, ${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} not installed (\`npm install\` installs the publishing tools); set CONTENT_WATCH=false to silence this`,
    )
  } else {
    start('content watcher', ['scripts/run-step.mjs', 'content-publish', '--watch', '--no-notify'], false)
  }
}
