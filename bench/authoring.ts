/**
 * `npm run bench:authoring`: what a writer in the CMS waits for, on the built project (run
 * `npm run build` first), as `npm start` serves it with its content watcher, in a copy that is a
 * Git work tree:
 *
 * - a save → the page and a search hit show it: the CMS's own save request (Decap's proxy protocol,
 *   `persistEntry`, the request the admin page sends), one word replaced in a doc page, timed from
 *   sending it until the page's HTML and the search endpoint both show the new word;
 * - the preview pane: a draft rendered by the publishing pipeline (`/api/admin/preview`);
 * - what readers load: no reader page's first-load scripts or prefetch list name the CMS's files
 *   (the build's manifest), and the admin page's own weight.
 *
 * Writes bench/results/authoring.md with the machine, the commit and each run's figures.
 *   --edits N   saves to time (default 7)
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { eventually } from '../e2e/support/eventually'
import { copyBuiltProject } from '../e2e/support/project-copy'
import { searchHits } from '../e2e/support/search'
import { startSite } from '../e2e/support/server'
import { findEditableWord, pickPages } from './content/edits'
import { builtProjectRevision } from './support/built-project'
import { median, percentile } from './support/stats'

const root = path.resolve(__dirname, '..')
const edits = Number(process.argv[process.argv.indexOf('--edits') + 1]) || 7

function round(ms: number): number {
  return Math.round(ms)
}

/** Every script file a reader page's first load or prefetch can name, from the build's manifest. */
function readerScripts(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, '.next', 'build-manifest.json'), 'utf8')) as {
    pages: Record<string, string[]>
    rootMainFiles?: string[]
  }
  return [...new Set(Object.values(manifest.pages).flat())]
}

async function main(): Promise<void> {
  const { commit } = builtProjectRevision(root)
  const copy = copyBuiltProject()
  const git = (...args: string[]) => execFileSync('git', ['-C', copy.dir, ...args], { encoding: 'utf8' })
  git('init', '-q')
  git('add', 'content')
  git('-c', 'user.name=Bench', '-c', 'user.email=bench@example.org', 'commit', '-qm', 'start')
  const site = await startSite({ cwd: copy.dir, env: { CONTENT_WATCH: 'true', REVALIDATE_SECONDS: '3600' } })
  const origin = new URL(site.base).origin
  const headers = { 'content-type': 'application/json', origin, 'sec-fetch-site': 'same-origin' }
  const load = os.loadavg()[0] ?? 0
  const saves: Array<{ route: string; requestMs: number; liveMs: number }> = []
  const previews: number[] = []
  try {
    await eventually(
      site.output,
      (log) => log.includes('(ready)') && log.includes('previews of drafts ready'),
      300_000,
    )
    const contentDir = path.join(copy.dir, 'content')
    const pages = pickPages(contentDir, edits)
    for (const [index, file] of pages.entries()) {
      const relative = path.relative(copy.dir, file).split(path.sep).join('/')
      const text = fs.readFileSync(file, 'utf8')
      const found = findEditableWord(text)
      if (!found) continue
      const marker = `cmsbench${index}x${Date.now() % 100000}`
      const raw = text.slice(0, found.offset) + marker + text.slice(found.offset + found.word.length)
      // The preview pane's request for the same draft, before it is saved.
      const previewStart = performance.now()
      const preview = await fetch(`${site.base}/api/admin/preview`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ path: relative.replace(/^content\//, ''), source: raw }),
      })
      const rendered = (await preview.json()) as { route?: string; html?: string }
      previews.push(performance.now() - previewStart)
      if (!preview.ok || !rendered.html?.includes(marker))
        throw new Error(`the preview of ${relative} did not show the draft`)
      const route = rendered.route as string
      const started = performance.now()
      const saved = await fetch(`${site.base}/api/admin/local`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          action: 'persistEntry',
          params: {
            dataFiles: [{ path: relative, raw, slug: route }],
            assets: [],
            options: { commitMessage: `Bench edit ${index}` },
          },
        }),
      })
      const requestMs = performance.now() - started
      if (!saved.ok) throw new Error(`saving ${relative} answered ${saved.status}: ${await saved.text()}`)
      await eventually(
        () => fetch(`${site.base}${route}`).then((answer) => answer.text()),
        (html) => html.includes(marker),
        60_000,
        20,
      )
      await eventually(
        () => searchHits(site.base, marker),
        (hits) => hits.length > 0,
        60_000,
        20,
      )
      saves.push({ route, requestMs, liveMs: performance.now() - started })
      console.log(
        `save ${index + 1}/${pages.length}: ${route} live in ${round(performance.now() - started)} ms`,
      )
    }
  } finally {
    await site.stop()
    copy.remove()
  }
  const live = saves.map((save) => save.liveMs).sort((a, b) => a - b)
  const scripts = readerScripts()
  const adminFiles = fs.readdirSync(path.join(root, 'public', 'admin'))
  // By name, and by content: a reader script that mentions the admin page (a route rule would).
  const namingAdmin = scripts.filter(
    (script) =>
      /admin|decap/i.test(script) ||
      fs.readFileSync(path.join(root, '.next', script), 'utf8').includes('/admin'),
  )
  const cmsBytes = fs.readFileSync(path.join(root, 'public', 'admin', 'decap-cms.js'))
  const setupBytes = fs.readFileSync(path.join(root, 'public', 'admin', 'cms-setup.js'))
  const brotli = (bytes: Buffer) => zlib.brotliCompressSync(bytes).length
  const report = `# Authoring: a save in the CMS to readers

\`npm run bench:authoring\` at ${commit}, ${new Date().toISOString()}; ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), load ${load.toFixed(2)} at the start, Node ${process.version}. \`npm start\` with its content watcher on a copy of the built site (${edits} doc pages, one word each), the directory store.

| | median | p90 | max |
| --- | ---: | ---: | ---: |
| save request (\`persistEntry\`: check, write, Git commit) | ${round(median(saves.map((s) => s.requestMs)))} ms | ${round(
    percentile(
      [...saves.map((s) => s.requestMs)].sort((a, b) => a - b),
      90,
    ),
  )} ms | ${round(Math.max(...saves.map((s) => s.requestMs)))} ms |
| save → page and search hit show it | ${round(median(live))} ms | ${round(percentile(live, 90))} ms | ${round(Math.max(...live))} ms |
| preview pane (draft rendered by the pipeline) | ${round(median(previews))} ms | ${round(
    percentile(
      [...previews].sort((a, b) => a - b),
      90,
    ),
  )} ms | ${round(Math.max(...previews))} ms |

Each save: ${saves.map((save) => `${save.route} ${round(save.liveMs)} ms`).join(', ')}.

Readers: ${scripts.length} scripts are named by the build manifest for reader pages (first load and prefetch); ${namingAdmin.length === 0 ? 'none of them is a file of the CMS or mentions its page' : `these name the CMS: ${namingAdmin.join(', ')}`}. The CMS is ${adminFiles.length} files in \`public/admin/\`, loaded by \`/admin\` only: its bundle ${(cmsBytes.length / 1024).toFixed(0)} kB (${(brotli(cmsBytes) / 1024).toFixed(0)} kB brotli), our setup script ${(setupBytes.length / 1024).toFixed(0)} kB (${(brotli(setupBytes) / 1024).toFixed(0)} kB brotli).
`
  fs.writeFileSync(path.join(root, 'bench', 'results', 'authoring.md'), report)
  console.log(report)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
