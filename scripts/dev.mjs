#!/usr/bin/env node
/**
 * `npm run dev`: the Next.js development server beside the content watcher (scripts/processes.mjs),
 * on 127.0.0.1 (`HOST`) and `PORT` (default 3000). The content is published first (a content
 * release in the store, see README "Writing documentation"), so pages and search work from the
 * first request of a fresh clone; after that an edit under content/ reaches both within a second.
 * Ctrl+C stops everything.
 */
import { command, contentWatchCommands, runStepOrExit, supervise } from './processes.mjs'

const port = process.env.PORT ?? '3000'
const host = process.env.HOST ?? '127.0.0.1'

// A half-configured hosted search service is an error here too, naming the missing variable.
runStepOrExit('tsx', ['scripts/check-search-env.ts'])
// Drafts are shown by the development server only (content/README.md).
runStepOrExit('scripts/run-step.mjs', ['content-publish', '--no-notify', '--drafts'])
await supervise([
  command('next', 'next', ['dev', '-H', host, '-p', port]),
  ...contentWatchCommands(['--drafts']),
])
