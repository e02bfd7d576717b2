#!/usr/bin/env node
/**
 * `npm run dev`: the Next.js development server beside the content watcher (scripts/processes.mjs),
 * on 127.0.0.1 (`HOST`) and `PORT` (default 3000). The content is published first (a content
 * release in the store, see README "Writing documentation"), so pages and search work from the
 * first request of a fresh clone; after that an edit under content/ reaches both within a second.
 * Ctrl+C stops everything.
 */
import os from 'node:os'
import path from 'node:path'
import { command, contentWatchCommands, runStepOrExit, supervise } from './processes.mjs'

const port = process.env.PORT ?? '3000'
const host = process.env.HOST ?? '127.0.0.1'

// A half-configured hosted search service is an error here too, naming the missing variable.
runStepOrExit('tsx', ['scripts/check-search-env.ts'])
// The content manager at /admin (public/admin: the CMS bundle and our setup script).
runStepOrExit('scripts/build-admin.mjs')
// Drafts are shown by the development server only (content/README.md).
runStepOrExit('scripts/run-step.mjs', ['content-publish', '--no-notify', '--drafts'])
// The content watcher renders writers' drafts for the CMS's preview; the server asks it here.
process.env.CMS_PREVIEW_SOCKET ??= path.join(os.tmpdir(), `sba-docs-preview-${process.pid}.sock`)
await supervise([
  command('next', 'next', ['dev', '-H', host, '-p', port]),
  ...contentWatchCommands(['--drafts']),
])
