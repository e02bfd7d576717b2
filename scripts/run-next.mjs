#!/usr/bin/env node
/**
 * `node scripts/run-next.mjs <next arguments>`: the Next.js CLI with telemetry off, on any OS (an
 * environment assignment in front of a command, `FOO=1 next build`, does not work in Windows' cmd).
 */
import { runToEnd } from './processes.mjs'

process.exit(runToEnd('next', process.argv.slice(2)))
