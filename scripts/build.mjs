#!/usr/bin/env node
/**
 * `npm run build`: the content release and the production server, in that order.
 * 1. the hosted-search variables: all or none;
 * 2. `content:publish --no-notify`: the content check, contentlayer and a content release, made
 *    current in the store the environment selects (see .env.example);
 * 3. `next build`: pages prerendered from that release, and the standalone server (webpack: see
 *    next.config.js);
 * 4. the standalone server made complete (scripts/prepare-standalone.ts): static files, public/,
 *    the current release (for the default directory store) and the preloaded server modules.
 * Any step that fails stops the build with its own message. Steps 1, 2 and 4 run compiled
 * (scripts/compiled-scripts.mjs), not through tsx.
 */
import path from 'node:path'
import { compileScripts } from './compiled-scripts.mjs'
import { root, runStepOrExit } from './processes.mjs'

/** `--require` for next build and the workers it starts (see lib/build/readlink-cache.cjs). */
function withPreload(preload) {
  const option = `--require ${JSON.stringify(path.join(root, preload))}`
  return { NODE_OPTIONS: [process.env.NODE_OPTIONS, option].filter(Boolean).join(' ') }
}

const steps = await compileScripts(['check-search-env', 'content-publish', 'prepare-standalone'])
runStepOrExit(steps['check-search-env'])
runStepOrExit(steps['content-publish'], ['--no-notify'])
runStepOrExit('next', ['build', '--webpack'], withPreload('lib/build/readlink-cache.cjs'))
runStepOrExit(steps['prepare-standalone'])
