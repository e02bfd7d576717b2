import { ROUTES } from '../routes'
import type { ComparisonRow, LighthouseFigures, NotMeasured, RouteWeight, SiteResults, Unit } from '../types'
import { ratio } from './format'

type Site = SiteResults | NotMeasured

const isSite = (site: Site): site is SiteResults => !('measured' in site)

/** A site's weight figures for one route, when it has them. */
export function weightOf(site: Site, routeId: string): RouteWeight | undefined {
  if (!isSite(site) || !site.weight.measured) return undefined
  return site.weight.routes.find((route) => route.routeId === routeId)
}

function lighthouseOf(site: Site, routeId: string, formFactor: string): LighthouseFigures | undefined {
  if (!isSite(site) || !site.lighthouse.measured) return undefined
  return site.lighthouse.runs.find((run) => run.routeId === routeId && run.formFactor === formFactor)
}

/** Every figure side by side, with the ratio ours/theirs. */
export function compareSites(ours: Site, docusaurus: Site): ComparisonRow[] {
  const rows: ComparisonRow[] = []
  const add = (
    section: string,
    figure: string,
    unit: Unit,
    read: (site: Site) => number | null | undefined,
    note?: string,
  ) => {
    const a = read(ours) ?? null
    const b = read(docusaurus) ?? null
    rows.push({
      section,
      figure,
      unit,
      ours: a,
      docusaurus: b,
      ratio: ratio(a, b),
      ...(note ? { note } : {}),
    })
  }

  const build = (site: Site) => (isSite(site) && site.build.measured ? site.build : undefined)
  add('Build', 'Full production build, wall time', 'ms', (site) => build(site)?.wallMs)
  add('Build', 'Peak memory (process tree, summed RSS)', 'memory', (site) => build(site)?.peakTreeRssBytes)
  add('Build', 'Peak memory (largest single process)', 'memory', (site) => build(site)?.peakProcessRssBytes)
  const publishRun = (site: Site, store: 'fs' | 'redis') =>
    isSite(site) && site.publish.measured ? site.publish.runs.find((run) => run.store === store) : undefined
  for (const [store, label] of [
    ['fs', 'directory store'],
    ['redis', 'Redis store'],
  ] as const) {
    add(
      'Publishing an edit',
      `Edit saved → release current (${label})`,
      'ms',
      (site) => publishRun(site, store)?.publishMs,
    )
    add(
      'Publishing an edit',
      `Edit saved → page and search show it (${label})`,
      'ms',
      (site) => {
        if (!isSite(site)) return null
        const run = publishRun(site, store)
        if (run) return run.editToLiveMs
        // Docusaurus has no incremental publishing: an edit is published by a full rebuild.
        return site === docusaurus ? (build(site)?.wallMs ?? null) : null
      },
      'Docusaurus: a full rebuild (its build time); deploying the build is not counted',
    )
  }

  for (const route of ROUTES) {
    const section = `Weight: ${route.label} (ours ${route.ours}, Docusaurus ${route.docusaurus})`
    const w = (site: Site) => weightOf(site, route.id)
    add(section, 'First-load JS, compressed', 'bytes', (site) => w(site)?.js.encoded)
    add(section, 'First-load JS, uncompressed', 'bytes', (site) => w(site)?.js.decoded)
    add(section, 'JS files', 'count', (site) => w(site)?.js.requests)
    add(section, 'First-load CSS, compressed', 'bytes', (site) => w(site)?.css.encoded)
    add(section, 'First-load CSS, uncompressed', 'bytes', (site) => w(site)?.css.decoded)
    add(section, 'Requests', 'count', (site) => w(site)?.requests)
    add(section, 'All bytes on the wire', 'bytes', (site) => w(site)?.totalEncoded)
    add(section, 'Prefetched for other pages', 'bytes', (site) => w(site)?.prefetch.encoded)
    add(section, 'JS added by opening search, compressed', 'bytes', (site) => {
      const open = w(site)?.searchOpen
      return open?.measured ? open.js.encoded : null
    })
  }

  const navigation = (site: Site) => (isSite(site) && site.navigation.measured ? site.navigation : undefined)
  const navigationSection = 'Navigation (sidebar link, pointer resting on it first)'
  add(
    navigationSection,
    'Click → new content painted, p50',
    'ms',
    (site) => navigation(site)?.clickToPaint.p50Ms,
  )
  add(
    navigationSection,
    'Click → new content painted, max',
    'ms',
    (site) => navigation(site)?.clickToPaint.maxMs,
  )

  for (const formFactor of ['mobile', 'desktop'] as const) {
    for (const route of ROUTES) {
      const section = `Lighthouse ${formFactor}: ${route.label}`
      const l = (site: Site) => lighthouseOf(site, route.id, formFactor)
      add(section, 'Performance', 'score', (site) => l(site)?.scores.performance)
      add(section, 'Accessibility', 'score', (site) => l(site)?.scores.accessibility)
      add(section, 'Best practices', 'score', (site) => l(site)?.scores.bestPractices)
      add(section, 'SEO', 'score', (site) => l(site)?.scores.seo)
      add(section, 'LCP', 'ms', (site) => l(site)?.lcpMs)
      add(section, 'TBT', 'ms', (site) => l(site)?.tbtMs)
      add(section, 'CLS', 'cls', (site) => l(site)?.cls)
    }
  }

  const keys = (site: Site) =>
    isSite(site) && site.searchKeystroke.measured ? site.searchKeystroke : undefined
  add('Search', 'Keystroke to results painted, p50', 'ms', (site) => keys(site)?.keystrokes.p50Ms)
  add('Search', 'Keystroke to results painted, p95', 'ms', (site) => keys(site)?.keystrokes.p95Ms)
  for (const concurrency of [1, 64]) {
    const level = (site: Site) =>
      isSite(site) && site.searchServer.measured
        ? site.searchServer.levels.find((entry) => entry.concurrency === concurrency)
        : undefined
    add(
      'Search',
      `Server answer at concurrency ${concurrency}, p50`,
      'ms',
      (site) => level(site)?.latency.p50Ms,
    )
    add(
      'Search',
      `Server answer at concurrency ${concurrency}, p95`,
      'ms',
      (site) => level(site)?.latency.p95Ms,
    )
    add(
      'Search',
      `Server throughput at concurrency ${concurrency}`,
      'rps',
      (site) => level(site)?.requestsPerSecond,
    )
  }
  return rows
}
