#!/usr/bin/env node
/**
 * `npm run build`: the content release and the production server.
 * 1. the hosted-search variables: all or none;
 * 2. at the same time:
 *    - `content:publish --no-notify`: the content check, contentlayer and a content release, made
 *      current in the store the environment selects (see .env.example);
 *    - `next build`: the site compiled (webpack: see next.config.js), then its pages prerendered
 *      from that release, and the standalone server. Compiling needs no content; the prerendering
 *      waits until the publish has ended (lib/releases/build-publish.ts);
 *    and before both, the page's inline scripts compiled from lib/chrome/inline/
 *    (scripts/build-inline-scripts.mjs) and the content manager's files in public/admin
 *    (scripts/build-admin.mjs);
 *    and beside them, at the lowest priority, the large files webpack will emit as they are
 *    brotli-compressed into the build's cache (scripts/precompress-ahead.ts);
 * 3. the standalone server made complete (scripts/prepare-standalone.ts): static files, public/,
 *    the current release (for the default directory store) and the site's server (server.js).
 * Any step that fails stops the build with its own message. Steps 1, 2 (the publish) and 3 run
 * compiled (scripts/compiled-scripts.mjs), not through tsx.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import publishSignal from '../lib/build/publish-signal.cjs'
import { compileScripts, withWorkers } from './compiled-scripts.mjs'
import { root, runInBackground, runStepOrExit } from './processes.mjs'

/** Where this build says that its publish has ended (lib/build/publish-signal.cjs). */
const PUBLISH_DONE_FILE = path.join(root, 'node_modules', '.cache', 'sba-docs', 'build-publish-done')

/** Says how the publish ended, as a new file (never written into a file another checkout links). */
function sayPublishEnded(outcome) {
  fs.rmSync(PUBLISH_DONE_FILE, { force: true })
  fs.mkdirSync(path.dirname(PUBLISH_DONE_FILE), { recursive: true })
  fs.writeFileSync(PUBLISH_DONE_FILE, outcome)
}

const steps = await compileScripts(
  withWorkers(['check-search-env', 'content-publish', 'precompress-ahead', 'prepare-standalone']),
)
runStepOrExit(steps['check-search-env'])
runStepOrExit('scripts/build-inline-scripts.mjs')
runStepOrExit('scripts/build-admin.mjs')

fs.rmSync(PUBLISH_DONE_FILE, { force: true })
// Takes only the CPU the publish and webpack leave; the standalone step waits for it.
const ahead = runInBackground(steps['precompress-ahead'])
try {
  os.setPriority(ahead.child.pid ?? 0, os.constants.priority.PRIORITY_LOWEST)
} catch {
  // Not allowed here: it runs at the usual priority.
}
// React's production build renders the release's pages: the same HTML, half a second sooner.
const publish = runInBackground(steps['content-publish'], ['--no-notify'], { NODE_ENV: 'production' })
const next = runInBackground('next', ['build', '--webpack'], {
  [publishSignal.PUBLISH_DONE_ENV]: PUBLISH_DONE_FILE,
})
const publishStatus = await publish.exited
sayPublishEnded(publishStatus === 0 ? publishSignal.PUBLISHED : publishSignal.PUBLISH_FAILED)
if (publishStatus !== 0) {
  next.child.kill('SIGTERM')
  ahead.child.kill('SIGTERM')
  await Promise.all([next.exited, ahead.exited])
  process.exit(publishStatus)
}
const nextStatus = await next.exited
if (nextStatus !== 0) {
  ahead.child.kill('SIGTERM')
  await ahead.exited
  process.exit(nextStatus)
}
await ahead.exited
runStepOrExit(steps['prepare-standalone'])
