import fs from 'node:fs'
import type { Page } from 'playwright-core'

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: Array<{ target: string[] }>
}

/**
 * Runs axe-core with its default rule set (WCAG 2.x A and AA plus best practices such as
 * landmark-unique and landmark-complementary-is-top-level) in the page, or only inside the
 * elements matching `scope`, and returns the violations. axe is injected by evaluation, which the site's
 * Content-Security-Policy does not govern (it rightly blocks inline scripts).
 */
export async function axeViolations(page: Page, scope?: string): Promise<AxeViolation[]> {
  await page.evaluate(axeSource)
  return page.evaluate(async (include) => {
    type Axe = { run: (context: object, options: object) => Promise<{ violations: AxeViolation[] }> }
    const { axe } = window as unknown as { axe: Axe }
    const result = await axe.run(include ? { include: [[include]] } : document, {
      resultTypes: ['violations'],
    })
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target })),
    }))
  }, scope ?? null)
}
