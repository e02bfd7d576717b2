import { BENCH_PARTS, type BenchPart } from '../options'
import { ROUTES } from '../routes'
import type { BudgetCheck, NotMeasured, SiteResults } from '../types'
import { formatValue } from './format'

/** The performance budget (bench/README.md, "Budget"). Where a figure misses it, fix the cause; don't move the budget. */
export const BUDGET = {
  lighthouseMobileScore: 100,
  cls: 0,
  docPageJsEncodedBytes: 130_000,
  keystrokeP95Ms: 50,
  buildMs: 60_000,
} as const

/**
 * Checks our figures against the budget; a figure that could not be measured misses it. A figure
 * of a part the run left out (`--only`) is not checked; the build is checked when it was measured.
 */
export function checkBudget(
  ours: SiteResults | NotMeasured,
  parts: ReadonlySet<BenchPart> = new Set(BENCH_PARTS),
): BudgetCheck[] {
  const checks: BudgetCheck[] = []
  const missing: Missing = (figure, budget, reason) =>
    checks.push({ figure, budget, actual: `not measured: ${reason.split('\n')[0]}`, ok: false })

  if ('measured' in ours) {
    missing('Everything', 'see the budget', ours.reason)
    return checks
  }

  if (parts.has('lighthouse')) checkLighthouse(ours, checks, missing)
  if (parts.has('weight')) checkWeight(ours, checks, missing)
  if (parts.has('search')) checkKeystrokes(ours, checks, missing)
  // A run narrowed with --only checks the build when it made one; a full run always does.
  if (ours.build.measured || parts.size === BENCH_PARTS.length) checkBuild(ours, checks, missing)
  return checks
}

type Missing = (figure: string, budget: string, reason: string) => void

function checkLighthouse(ours: SiteResults, checks: BudgetCheck[], missing: Missing): void {
  for (const route of ROUTES) {
    const figure = `Lighthouse mobile, ${route.label}: all four categories`
    const budget = String(BUDGET.lighthouseMobileScore)
    if (!ours.lighthouse.measured) {
      missing(figure, budget, ours.lighthouse.reason)
      continue
    }
    const run = ours.lighthouse.runs.find(
      (entry) => entry.routeId === route.id && entry.formFactor === 'mobile',
    )
    if (!run) {
      missing(figure, budget, 'no run')
      continue
    }
    const { performance, accessibility, bestPractices, seo } = run.scores
    const scores = [performance, accessibility, bestPractices, seo]
    checks.push({
      figure,
      budget,
      actual: `performance ${performance ?? '–'}, accessibility ${accessibility ?? '–'}, best practices ${bestPractices ?? '–'}, SEO ${seo ?? '–'}`,
      ok: scores.every((value) => value === BUDGET.lighthouseMobileScore),
    })
  }

  if (ours.lighthouse.measured && ours.lighthouse.runs.length > 0) {
    const worst = ours.lighthouse.runs.reduce((a, b) => ((b.cls ?? Infinity) > (a.cls ?? Infinity) ? b : a))
    checks.push({
      figure: 'CLS, every Lighthouse run',
      budget: '0',
      actual:
        worst.cls === 0
          ? '0 everywhere'
          : `${formatValue(worst.cls, 'cls')} (worst: ${worst.formFactor} ${worst.route})`,
      ok: ours.lighthouse.runs.every((run) => run.cls === BUDGET.cls),
    })
  } else {
    missing('CLS, every Lighthouse run', '0', ours.lighthouse.measured ? 'no run' : ours.lighthouse.reason)
  }
}

function checkWeight(ours: SiteResults, checks: BudgetCheck[], missing: Missing): void {
  for (const route of ROUTES.filter((entry) => entry.isDocPage)) {
    const figure = `First-load JS, compressed, ${route.label}`
    const budget = `≤ ${formatValue(BUDGET.docPageJsEncodedBytes, 'bytes')}`
    if (!ours.weight.measured) {
      missing(figure, budget, ours.weight.reason)
      continue
    }
    const weight = ours.weight.routes.find((entry) => entry.routeId === route.id)
    if (!weight) {
      missing(figure, budget, 'no figure')
      continue
    }
    checks.push({
      figure,
      budget,
      actual: formatValue(weight.js.encoded, 'bytes'),
      ok: weight.js.encoded <= BUDGET.docPageJsEncodedBytes,
    })
  }
}

function checkKeystrokes(ours: SiteResults, checks: BudgetCheck[], missing: Missing): void {
  const keystrokeFigure = 'Search keystroke to results painted, p95'
  if (ours.searchKeystroke.measured) {
    checks.push({
      figure: keystrokeFigure,
      budget: `< ${BUDGET.keystrokeP95Ms} ms`,
      actual: formatValue(ours.searchKeystroke.keystrokes.p95Ms, 'ms'),
      ok: ours.searchKeystroke.keystrokes.p95Ms < BUDGET.keystrokeP95Ms,
    })
  } else {
    missing(keystrokeFigure, `< ${BUDGET.keystrokeP95Ms} ms`, ours.searchKeystroke.reason)
  }
}

function checkBuild(ours: SiteResults, checks: BudgetCheck[], missing: Missing): void {
  if (ours.build.measured) {
    checks.push({
      figure: 'Full build (npm run build)',
      budget: `< ${formatValue(BUDGET.buildMs, 'ms')}`,
      actual: formatValue(ours.build.wallMs, 'ms'),
      ok: ours.build.wallMs < BUDGET.buildMs,
    })
  } else {
    missing('Full build (npm run build)', `< ${formatValue(BUDGET.buildMs, 'ms')}`, ours.build.reason)
  }
}
