#!/usr/bin/env node
/**
 * `node scripts/run-step.mjs <step> [args…]`: runs `scripts/<step>.ts` compiled
 * (scripts/compiled-scripts.mjs) in this process (in a child of it with the settings step-process.mjs gives it),
 * with its worker threads compiled beside it.
 * `npm run content:publish` and the content watchers of `npm start` and `npm run dev` run the
 * publish this way: a writer's publish runs the same code the build runs, at the same speed.
 */
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { relaunchedWithStepSettings } from './step-process.mjs'

/** The steps this runs. */
const STEPS = ['content-publish', 'check-content']

// Set before the step's modules load. Pages are rendered with React's production build, as
// `npm run build` publishes them: the development build checks every element it creates and made
// a one-page edit's render about a third slower. A bundled step's static imports (React's among
// them) are evaluated before any code of its own, so only its launcher can set this in time. A
// NODE_ENV the caller set (a test's, `npm run dev`'s) is kept; drafts are included only under
// `development` either way (lib/content/visibility.ts).
process.env.NODE_ENV ??= 'production'

const [step, ...args] = process.argv.slice(2)
if (!step || !STEPS.includes(step)) {
  console.error(`usage: node scripts/run-step.mjs <${STEPS.join('|')}> [arguments]`)
  process.exit(2)
}
// The step runs in a child with the allocator and heap settings it needs (step-process.mjs).
if (!relaunchedWithStepSettings(fileURLToPath(import.meta.url), [step, ...args])) {
  // Imported here, not above: the parent that only waits for the child stays at Node's own size.
  const { compileScripts, markUsed, withWorkers } = await import('./compiled-scripts.mjs')
  const { root } = await import('./processes.mjs')
  const compiled = await compileScripts(withWorkers([step]))
  const entry = path.join(root, compiled[step])
  // A watcher runs for days: its compiled files stay marked as in use (see compiled-scripts.mjs).
  setInterval(() => markUsed(path.dirname(entry)), 60 * 60 * 1000).unref()
  // The step reads its arguments, and finds its workers beside itself, from process.argv.
  process.argv = [process.argv[0] ?? process.execPath, entry, ...args]
  await import(pathToFileURL(entry).href)
}
