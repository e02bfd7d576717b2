/**
 * `npm run bench:versions`: how soon a deployment's pages follow the versions manifest, on the
 * built project (run `npm run build` first). The standalone server is copied out as a host copies
 * it and started on a store of its own, seeded with the build's release; then, alternately, another
 * version's entry is written into the manifest (what `content:publish` of that version does last)
 * and removed again (`--remove-version`), each time timed until the docs page's HTML lists it (or no
 * longer does). The server's own log says how many pages it regenerated and in how long.
 *
 * Writes bench/results/versions.md with the machine, the commit and each run's figures.
 *   --changes N   manifest changes to time (default 12)
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { hostStandalone } from '../e2e/support/deployment'
import { eventually } from '../e2e/support/eventually'
import { FsVersionRegistry } from '../lib/versions/fs-registry'
import { siteConfig } from '../site.config'
import { builtProjectRevision } from './support/built-project'
import { median, percentile } from './support/stats'

const root = path.resolve(__dirname, '..')
const changes = Number(process.argv[process.argv.indexOf('--changes') + 1]) || 12
const PAGE = '/docs/server/security'

const hasLink = async (url: string, href: string) =>
  (await (await fetch(url)).text()).includes(`href="${href}"`)

async function main(): Promise<void> {
  const { commit, dirty } = builtProjectRevision(root)
  const store = fs.mkdtempSync(path.join(os.tmpdir(), 'sba-docs-bench-versions-'))
  fs.cpSync(path.join(root, '.next', 'standalone', '.content-releases'), store, { recursive: true })
  const loadBefore = os.loadavg()
  const server = await hostStandalone(root, { CONTENT_STORE_DIR: store, REVALIDATE_SECONDS: '3600' })
  const registry = new FsVersionRegistry(store)
  const times: {
    change: 'added' | 'removed'
    ms: number
    pages: number | null
    regenerateMs: number | null
  }[] = []
  try {
    const url = `${server.base}${PAGE}`
    const pagesLine = /\[content\] pages of release \S+: (\d+) regenerated in (\d+) ms/g
    for (let index = 0; index < changes; index += 1) {
      const name = `9.${index}.0`
      const href = `/${name}${PAGE}`
      const adding = index % 2 === 0
      const logBefore = server.output().length
      const started = performance.now()
      if (adding) {
        await registry.put({
          name,
          label: name,
          basePath: `/${name}`,
          status: 'maintained',
          routes: ['/docs', PAGE],
          updatedAt: new Date().toISOString(),
        })
      } else {
        await registry.remove(`9.${index - 1}.0`)
      }
      const target = adding ? href : `/9.${index - 1}.0${PAGE}`
      const shown = await eventually(
        () => hasLink(url, target),
        (present) => present === adding,
        30_000,
        10,
      )
      if (shown !== adding) throw new Error(`the page did not follow change ${index + 1} within 30 s`)
      const ms = performance.now() - started
      // The refresh's own line, once it has finished.
      const line = await eventually(
        () => [...server.output().slice(logBefore).matchAll(pagesLine)].at(-1) ?? null,
        (found) => found !== null,
        10_000,
      )
      times.push({
        change: adding ? 'added' : 'removed',
        ms,
        pages: line ? Number(line[1]) : null,
        regenerateMs: line ? Number(line[2]) : null,
      })
      console.log(
        `change ${index + 1}/${changes} (${adding ? 'added' : 'removed'} ${name}): ${Math.round(ms)} ms`,
      )
    }
  } finally {
    await server.remove()
    await registry.close()
    fs.rmSync(store, { recursive: true, force: true })
  }
  const loadAfter = os.loadavg()
  const sorted = times.map((time) => time.ms).sort((a, b) => a - b)
  const cpu = os.cpus()
  const lines = [
    '# Versions manifest → pages (`npm run bench:versions`)',
    '',
    `${new Date().toISOString()}. Machine: ${cpu.length} cores (${cpu[0]?.model ?? 'unknown'}), Node ${process.version}, load average before ${loadBefore.map((value) => value.toFixed(2)).join(' / ')}, after ${loadAfter.map((value) => value.toFixed(2)).join(' / ')} (1 / 5 / 15 min). Commit ${commit}${dirty ? ' (uncommitted changes)' : ''}.`,
    '',
    `One standalone server of the build (${siteConfig.version}, REVALIDATE_SECONDS=3600) on a directory store of its own. Each change writes or removes another version's entry in the store's versions manifest, as \`content:publish\` and \`--remove-version\` do, and is timed until ${PAGE}'s HTML lists the version's link (or no longer does), polled every 10 ms. The server follows the manifest through fs.watch and a poll every second, and regenerates the pages whose version navigation changed.`,
    '',
    `**Manifest change → page shows it: median ${Math.round(median(sorted))} ms, p90 ${Math.round(percentile(sorted, 90))} ms, max ${Math.round(sorted.at(-1) ?? 0)} ms over ${sorted.length} changes.**`,
    '',
    '| change | → page shows it | pages regenerated | in |',
    '| --- | ---: | ---: | ---: |',
    ...times.map(
      (time) =>
        `| ${time.change} | ${Math.round(time.ms)} ms | ${time.pages ?? '?'} | ${time.regenerateMs === null ? '?' : `${time.regenerateMs} ms`} |`,
    ),
    '',
  ]
  fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true })
  fs.writeFileSync(path.join(root, 'bench', 'results', 'versions.md'), lines.join('\n'))
  console.log(lines.join('\n'))
}

main().catch((error: unknown) => {
  console.error(`bench:versions: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
