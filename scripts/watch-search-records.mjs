/**
 * Rebuilds the search records (`.search/records.json`, scripts/build-search-index.ts) whenever the
 * generated content they are made from changes, so search follows an edit as the pages do. Run
 * beside the content watcher by `npm run dev` and `npm start` (scripts/processes.mjs).
 *
 * It watches the collections contentlayer2 writes (`.contentlayer/generated/<type>/_index.json`,
 * rewritten only when their documents change; Category follows `_category_.json`) by polling
 * their modification times: the same on every OS, where recursive directory watching is not.
 * One rebuild at a time; a change during a rebuild causes one more.
 */
import fs from 'node:fs'
import path from 'node:path'
import { root, runInBackground } from './processes.mjs'

const COLLECTIONS = ['Doc', 'Page', 'Post', 'Category'].map((type) =>
  path.join(root, '.contentlayer', 'generated', type, '_index.json'),
)
const POLL_MS = 250
/** One generation writes several collections: wait until it is done. */
const SETTLE_MS = 300

let timer
let running = false
let again = false

async function rebuildRecords() {
  if (running) {
    again = true
    return
  }
  running = true
  do {
    again = false
    await runInBackground('tsx', [path.join('scripts', 'build-search-index.ts')])
  } while (again)
  running = false
}

for (const file of COLLECTIONS) {
  fs.watchFile(file, { interval: POLL_MS }, (current, previous) => {
    if (current.mtimeMs === previous.mtimeMs) return
    clearTimeout(timer)
    timer = setTimeout(rebuildRecords, SETTLE_MS)
  })
}
