/**
 * `npm run content:try -- <docs-folder> [--keep]`: a trial of a Docusaurus docs folder as its
 * writers left it. A throw-away copy of this project gets the folder as `content/docs/` (our blog,
 * pages and home stay, so the site is whole); the content check and `content:publish` run there as
 * they run here. A file they refuse is set aside and the rest published again, so one run shows
 * every page that builds, with its route, and every problem with its file and line. `--static`
 * adds the site's static folder to public/ (its /img/… images), `--stubs` puts a stubs list at
 * content/component-stubs.yml (lib/content/component-stubs.ts). `--keep` keeps the copy (its path
 * is printed) to look at or serve. The folder itself is only read.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { copyBuiltProject } from '../e2e/support/project-copy'
import {
  docPagesOf,
  failingDocFiles,
  placeholderPage,
  problemLocation,
  problemsIn,
  type TrialProblem,
} from '../lib/content/docs-tree-trial'
import type { DocPageContent } from '../lib/content/page-props'
import { FsReleaseStore } from '../lib/releases/fs-store'
import { siteConfig } from '../site.config'

/** Publishes again without the refused files at most this often (each round is a publish). */
const MAX_ROUNDS = 6

function filesBelow(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name
    return entry.isDirectory() ? filesBelow(path.join(dir, entry.name), relative) : [relative]
  })
}

/** `node scripts/run-step.mjs <step> [args]` in the copy, as `npm run check:content` / `content:publish` run. */
function runStep(dir: string, step: string, args: string[] = []): { ok: boolean; output: string } {
  const result = spawnSync(process.execPath, [path.join(dir, 'scripts', 'run-step.mjs'), step, ...args], {
    cwd: dir,
    env: { ...process.env, PWD: dir, CONTENT_STORE_DIR: path.join(dir, '.content-releases') },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 20 * 60_000,
  })
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` }
}

/** The doc routes of the copy's current release, with the file each came from (none for a generated index). */
async function publishedDocs(dir: string): Promise<Array<{ route: string; source: string | null }>> {
  const store = new FsReleaseStore(path.join(dir, '.content-releases', siteConfig.version))
  try {
    const id = await store.currentId()
    const release = id ? await store.read(id) : null
    if (!release) return []
    return Object.entries(release.pages)
      .filter(([, page]) => page.kind === 'doc')
      .map(([route, page]) => {
        const props = page.props as DocPageContent
        const { editBaseUrl } = siteConfig.codeHost
        const source = props.generatedIndex ? null : `content/${props.editUrl.slice(editBaseUrl.length)}`
        return { route, source }
      })
      .sort((a, b) => a.route.localeCompare(b.route))
  } finally {
    await store.close()
  }
}

function printProblems(problems: readonly TrialProblem[]) {
  for (const problem of problems) {
    const [first, ...rest] = problem.message.split('\n')
    console.log(`  ${problem.severity}: ${problemLocation(problem)}: ${first}`)
    for (const line of rest) console.log(`    ${line}`)
  }
}

const USAGE =
  'usage: npm run content:try -- <Docusaurus docs folder> [--static <its static folder>] [--stubs <component-stubs.yml>] [--keep]'

/** The command line: the folder, and the options that take a value or none. */
function parseArgs(
  argv: string[],
): { tree: string; staticDir?: string; stubs?: string; keep: boolean } | undefined {
  const positional: string[] = []
  const options: { staticDir?: string; stubs?: string; keep: boolean } = { keep: false }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    if (arg === '--keep') options.keep = true
    else if (arg === '--static' || arg === '--stubs') {
      const value = argv[++i]
      if (value === undefined) return undefined
      if (arg === '--static') options.staticDir = value
      else options.stubs = value
    } else positional.push(arg)
  }
  const [tree, ...extra] = positional
  if (!tree || extra.length > 0 || !fs.statSync(tree, { throwIfNoEntry: false })?.isDirectory())
    return undefined
  return { tree, ...options }
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2))
  if (!args) {
    console.error(USAGE)
    return 2
  }
  const { tree, staticDir, stubs, keep } = args
  const pages = docPagesOf(filesBelow(path.resolve(tree)))
  console.log(`${tree}: ${pages.length} pages found`)

  const copy = copyBuiltProject({ without: ['.next', '.content-releases'] })
  try {
    const docsDir = path.join(copy.dir, 'content', 'docs')
    fs.rmSync(docsDir, { recursive: true, force: true })
    fs.cpSync(path.resolve(tree), docsDir, { recursive: true })
    // The site's static files (its /img/…) beside ours; ours win where both have a file.
    if (staticDir)
      fs.cpSync(path.resolve(staticDir), path.join(copy.dir, 'public'), { recursive: true, force: false })
    if (stubs) fs.copyFileSync(path.resolve(stubs), path.join(copy.dir, 'content', 'component-stubs.yml'))

    const check = runStep(copy.dir, 'check-content')
    const problems = problemsIn(check.output)
    const setAside: string[] = []
    let published = false
    for (let round = 1; round <= MAX_ROUNDS && !published; round++) {
      const publish = runStep(copy.dir, 'content-publish', ['--no-notify'])
      const found = problemsIn(publish.output)
      for (const problem of found) {
        if (!problems.some((known) => JSON.stringify(known) === JSON.stringify(problem)))
          problems.push(problem)
      }
      published = publish.ok
      if (published) break
      const failing = failingDocFiles(found)
      if (failing.length === 0) {
        console.log(`\nThe publish failed for a reason outside the docs folder:\n${publish.output}`)
        break
      }
      for (const file of failing) {
        const target = path.join(copy.dir, file)
        if (!fs.existsSync(target)) continue
        // First a placeholder (links to the page keep working); a placeholder that fails too goes.
        if (setAside.includes(file)) fs.rmSync(target)
        else {
          fs.writeFileSync(target, placeholderPage(fs.readFileSync(target, 'utf8')))
          setAside.push(file)
        }
      }
    }

    const docs = published ? await publishedDocs(copy.dir) : []
    console.log(`\nPublished: ${docs.length} doc routes${published ? '' : ' (the publish did not succeed)'}`)
    for (const doc of docs) {
      const from = doc.source === null ? '(generated index)' : doc.source
      const placeholder =
        doc.source !== null && setAside.includes(doc.source) ? '  (placeholder: did not build)' : ''
      console.log(`  ${doc.route}  ${from}${placeholder}`)
    }
    console.log(`\nDid not build: ${setAside.length} files`)
    for (const file of setAside) console.log(`  ${file}`)
    const inTree = problems.filter((problem) => problem.file.startsWith('content/docs/'))
    const errors = inTree.filter((problem) => problem.severity === 'error').length
    console.log(`\nProblems in the docs folder: ${errors} errors, ${inTree.length - errors} warnings`)
    printProblems(inTree)
    const elsewhere = problems.length - inTree.length
    // Mostly our blog and pages linking to our own docs, which the folder replaced.
    if (elsewhere > 0)
      console.log(
        `\n(${elsewhere} findings outside the docs folder, in this site's own blog and pages, not listed)`,
      )
    if (keep) console.log(`\nThe copy is kept at ${copy.dir}`)
    return published && setAside.length === 0 ? 0 : 1
  } finally {
    if (!keep) copy.remove()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`content:try failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
