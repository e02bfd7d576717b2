import fs from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import { homeContent } from '../../lib/content/home'
import { siteConfig } from '../../site.config'
import { runMeasured, tail } from '../support/processes'
import { serveStatic } from '../support/static-server'
import type { BuildFigures } from '../types'
import type { SiteUnderTest } from './site-under-test'

const BENCH_DIR = path.resolve(__dirname, '..')
export const DOCUSAURUS_DIR = path.join(BENCH_DIR, 'docusaurus')
const TEMPLATE_DIR = path.join(BENCH_DIR, 'docusaurus-template')
const DOCUSAURUS_CLI = path.join(BENCH_DIR, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs')
/**
 * Our own MDX components the template's stand-ins render, so both sites show the same markup. They
 * import nothing at run time; they are copied rather than imported from outside the site, where
 * they would resolve our React instead of the one the Docusaurus build bundles.
 */
const SHARED_COMPONENTS = ['components/mdx/OperatorAddress.tsx', 'components/mdx/PropertyTableHead.tsx']

/** The values of our site config the Docusaurus config and components read (bench-site.json). */
function siteValues() {
  return {
    title: siteConfig.title,
    tagline: siteConfig.tagline,
    description: siteConfig.description,
    version: siteConfig.version,
    url: siteConfig.url,
    basePath: siteConfig.basePath,
    editBaseUrl: siteConfig.codeHost.editBaseUrl,
    docsVersionLabel: siteConfig.docsVersion.label,
    // Ours lists the versions the store's manifest holds: the one published, as the bench builds it.
    otherVersions: [],
    navbar: siteConfig.navbar.links,
    footer: siteConfig.footer.groups,
    announcementBar: siteConfig.announcementBar,
    colorMode: siteConfig.colorMode,
    operator: siteConfig.operator,
    copyrightYear: siteConfig.metadata.copyrightYear,
    copyrightHolder: siteConfig.metadata.copyrightHolder,
    indexName: siteConfig.search.embedded.indexName,
    home: homeContent,
  }
}

/** Docusaurus looks authors given by name up in authors.yml: list every author our posts name. */
function authorsFile(blogDir: string): string {
  const names = new Set<string>()
  for (const file of fs.readdirSync(blogDir)) {
    if (!/\.mdx?$/.test(file)) continue
    const authors: unknown = matter(fs.readFileSync(path.join(blogDir, file), 'utf8')).data.authors
    for (const name of Array.isArray(authors) ? authors : [authors]) {
      if (typeof name === 'string') names.add(name)
    }
  }
  return [...names].map((name) => `${JSON.stringify(name)}:\n  name: ${JSON.stringify(name)}\n`).join('')
}

/**
 * Writes the Docusaurus 3.9.2 site into `siteDir` (bench/docusaurus/ unless told): the template
 * (config, MDX component stand-ins, home page) plus copies of the content/docs, content/blog,
 * content/pages, public/ and data/ of `projectRoot` and the shared MDX components, unchanged.
 * Another `siteDir` must have bench/node_modules on its way up (or a link to it) for the build.
 */
export function generateDocusaurusSite(projectRoot: string, siteDir: string = DOCUSAURUS_DIR): void {
  fs.rmSync(siteDir, { recursive: true, force: true })
  fs.cpSync(TEMPLATE_DIR, siteDir, { recursive: true })
  const copy = (from: string, to: string) =>
    fs.cpSync(path.join(projectRoot, from), path.join(siteDir, to), { recursive: true })
  copy('content/docs', 'docs')
  copy('content/blog', 'blog')
  copy('public', 'static')
  copy('data', 'data')
  for (const file of SHARED_COMPONENTS) copy(file, path.join('src', 'components', path.basename(file)))
  for (const file of fs.readdirSync(path.join(projectRoot, 'content', 'pages'))) {
    copy(path.join('content', 'pages', file), path.join('src', 'pages', file))
  }
  // Our content/blog/authors.yml is in Docusaurus's format and was copied with the blog.
  const authorsYml = path.join(siteDir, 'blog', 'authors.yml')
  if (!fs.existsSync(authorsYml)) fs.writeFileSync(authorsYml, authorsFile(path.join(siteDir, 'blog')))
  fs.writeFileSync(path.join(siteDir, 'bench-site.json'), `${JSON.stringify(siteValues(), null, 2)}\n`)
  fs.writeFileSync(
    path.join(siteDir, 'package.json'),
    `${JSON.stringify({ name: 'sba-docs-bench-docusaurus', private: true }, null, 2)}\n`,
  )
}

export function docusaurusInstalled(): boolean {
  return fs.existsSync(DOCUSAURUS_CLI)
}

/** A cold production build (no .docusaurus, no webpack cache), timed and memory-sampled. */
export async function buildDocusaurus(
  timeoutMs: number,
  siteDir: string = DOCUSAURUS_DIR,
): Promise<BuildFigures> {
  for (const generated of ['build', '.docusaurus', 'node_modules']) {
    fs.rmSync(path.join(siteDir, generated), { recursive: true, force: true })
  }
  const run = await runMeasured('docusaurus build', process.execPath, [DOCUSAURUS_CLI, 'build'], {
    cwd: siteDir,
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', NODE_ENV: 'production' },
    timeoutMs,
  })
  if (run.exitCode !== 0)
    throw new Error(`docusaurus build failed (exit ${run.exitCode}):\n${tail(run.output)}`)
  return {
    command: 'docusaurus build',
    wallMs: Math.round(run.wallMs),
    peakTreeRssBytes: run.peakTreeRssBytes,
    peakProcessRssBytes: run.peakProcessRssBytes,
    stages: [],
    traceSpans: [],
  }
}

/** Serves the Docusaurus build on a free loopback port. */
export async function startDocusaurusSite(): Promise<SiteUnderTest> {
  const server = await serveStatic(path.join(DOCUSAURUS_DIR, 'build'), siteConfig.basePath)
  return {
    name: 'docusaurus',
    origin: server.origin,
    base: `${server.origin}${siteConfig.basePath}`,
    stop: server.close,
  }
}
