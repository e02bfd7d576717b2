/**
 * Docusaurus 3.9.2 on the same grown content, for comparison: it has no incremental publishing, so
 * its figure is a cold `docusaurus build` of the whole site.
 */
import fs from 'node:fs'
import path from 'node:path'
import { buildDocusaurus, docusaurusInstalled, generateDocusaurusSite } from '../sites/docusaurus-site'
import { log } from '../support/log'
import { runChecked } from '../support/processes'
import { makeSizeCopy } from './size-copy'
import type { DocusaurusFigures } from './types'

const BENCH_DIR = path.resolve(__dirname, '..')

/** Installs the bench-only dependencies (Docusaurus among them) from bench/package-lock.json when missing. */
export async function ensureDocusaurus(): Promise<void> {
  if (docusaurusInstalled()) return
  log('installing the bench-only dependencies into bench/node_modules…')
  await runChecked('npm', 'npm', ['ci', '--no-audit', '--no-fund'], { cwd: BENCH_DIR, timeoutMs: 10 * 60_000 })
}

/**
 * Grows a copy of the project to `pages` pages, generates the Docusaurus site from it inside the
 * copy (bench/docusaurus there, bench/node_modules reached through a link) and builds it cold.
 */
export async function buildDocusaurusAt(projectRoot: string, pages: number, timeoutMs: number): Promise<DocusaurusFigures> {
  await ensureDocusaurus()
  const copy = makeSizeCopy(projectRoot, pages)
  try {
    fs.symlinkSync(path.join(BENCH_DIR, 'node_modules'), path.join(copy.dir, 'bench', 'node_modules'), 'dir')
    const siteDir = path.join(copy.dir, 'bench', 'docusaurus')
    generateDocusaurusSite(copy.dir, siteDir)
    log(`docusaurus: building ${copy.pages} pages…`)
    const build = await buildDocusaurus(timeoutMs, siteDir)
    log(`docusaurus: ${(build.wallMs / 1000).toFixed(1)} s`)
    return {
      pages: copy.pages,
      command: build.command,
      wallMs: build.wallMs,
      peakTreeRssBytes: build.peakTreeRssBytes,
      peakProcessRssBytes: build.peakProcessRssBytes,
    }
  } finally {
    copy.remove()
  }
}
