// @ts-check
/**
 * `npm run build`: the content release and the production server, in that order.
 * 1. the hosted-search variables: all or none;
 * 2. `content:publish --no-notify`: the content check, contentlayer and a content release, made
 *    current in the store the environment selects (see .env.example);
 * 3. `next build`: pages prerendered from that release, and the standalone server;
 * 4. the standalone server made complete (scripts/prepare-standalone.ts): static files, public/,
 *    the current release (for the default directory store) and the preloaded server module.
 * Any step that fails stops the build with its own message.
 */
import { runTool } from './lib/processes.mjs'

const steps = [
  () => runTool('tsx', ['scripts/check-search-env.ts']),
  () => runTool('tsx', ['scripts/content-publish.ts', '--no-notify']),
  // Production builds use webpack: see next.config.js.
  () => runTool('next', ['build', '--webpack'], { NEXT_TELEMETRY_DISABLED: '1' }),
  () => runTool('tsx', ['scripts/prepare-standalone.ts']),
]

for (const step of steps) {
  const code = await step()
  if (code !== 0) process.exit(code)
}
