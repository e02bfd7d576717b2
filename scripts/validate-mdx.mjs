#!/usr/bin/env node
// For writers: `node scripts/validate-mdx.mjs content/docs/foo.md …` runs the build's content
// check and prints the findings for the given files (all files when none are given).
import path from 'node:path'
import { runToEnd } from './processes.mjs'

const files = process.argv.slice(2).map((file) => path.resolve(file))
process.exit(runToEnd('scripts/run-step.mjs', ['check-content', ...files]))
