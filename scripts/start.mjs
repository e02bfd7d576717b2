#!/usr/bin/env node
/**
 * `npm start`: the production server plus the content and search-records watchers
 * (scripts/processes.mjs), so that a writer's edit under content/ reaches readers without a
 * rebuild: the watchers regenerate the documents and the search records; pages pick the change up
 * when they are revalidated (after `revalidate` seconds, or at once through the webhook).
 * CONTENT_WATCH=false turns the watchers off. Listens on 127.0.0.1 (`HOST`) and `PORT` (default 3000).
 */
import { command, contentWatchCommands, runStepOrExit, supervise } from './processes.mjs'

const port = process.env.PORT ?? '3000'
const host = process.env.HOST ?? '127.0.0.1'

// A half-configured hosted search service is an error at start too, naming the missing variable.
runStepOrExit('tsx', ['scripts/check-search-env.ts'])
supervise([
  command('next', 'next', ['start', '-H', host, '-p', port]),
  ...(process.env.CONTENT_WATCH === 'false' ? [] : contentWatchCommands()),
])
