import type { Page } from 'playwright-core'
import { openSearchReadyPage, siteAndBrowserForFile } from './support/suite'

const suite = siteAndBrowserForFile()
const openPage = (path: string) => openSearchReadyPage(suite, path)

const searchInput = (page: Page) => page.getByRole('combobox', { name: 'Search docs' })
const answerRegion = (page: Page) => page.getByRole('region', { name: 'Answer from the documentation' })

/** Types the question in the search dialog and chooses its "Ask AI" option (with the arrow keys and Enter). */
async function askThroughDialog(page: Page, question: string) {
  await searchInput(page).fill(question)
  const option = page.getByRole('option', { name: `Ask AI: ${question}` })
  await option.waitFor()
  const optionId = await option.getAttribute('id')
  for (let step = 0; step < 50; step += 1) {
    if ((await searchInput(page).getAttribute('aria-activedescendant')) === optionId) break
    await page.keyboard.press('ArrowUp')
  }
  await page.keyboard.press('Enter')
  // Headless UI's dialog has no size of its own: wait for what is inside the panel.
  await page.getByRole('button', { name: 'Copy answer' }).last().waitFor()
}

/** The pages (without anchors) the last answer's citations and sources link to. */
async function citedPages(page: Page): Promise<string[]> {
  const hrefs = await answerRegion(page)
    .locator('article')
    .last()
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  return [...new Set(hrefs.map((href) => href.split('#')[0]!))]
}

describe('question mode', () => {
  const QUESTIONS: Array<[string, string]> = [
    ['how do I secure the actuator endpoints?', '/3.5.6/docs/server/security'],
    ['how do I send notifications to Slack?', '/3.5.6/docs/server/notifications/notifier-slack'],
    ['how do I run several admin servers in a cluster?', '/3.5.6/docs/server/Clustering'],
  ]

  it.each(QUESTIONS)('answers "%s" citing %s', async (question, expectedPage) => {
    const page = await openPage('/docs/index')
    await page.keyboard.press('Control+k')
    await searchInput(page).waitFor()
    await askThroughDialog(page, question)
    const region = answerRegion(page)
    expect(await region.getAttribute('aria-live')).toBe('polite')
    await expect(region.getByRole('heading', { name: 'Sources' }).last().isVisible()).resolves.toBe(true)
    expect(await citedPages(page)).toContain(expectedPage)
  })

  it('keeps the conversation for follow-ups, copies the answer, opens a citation, and Escape goes back first', async () => {
    const page = await openPage('/docs/index')
    await suite.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: suite.site.origin,
    })
    await page.keyboard.press('Control+k')
    await askThroughDialog(page, 'how do I secure the actuator endpoints?')

    const followUp = page.getByRole('textbox', { name: 'Follow-up question' })
    await followUp.fill('how do I send notifications to Slack?')
    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: 'Copy answer' }).nth(1).waitFor()
    expect(await answerRegion(page).locator('article').count()).toBe(2)
    expect(await citedPages(page)).toContain('/3.5.6/docs/server/notifications/notifier-slack')

    await page.getByRole('button', { name: 'Copy answer' }).last().click()
    await page.getByText('Answer copied').waitFor()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toContain('> how do I send notifications to Slack?')
    expect(copied).toContain(`(<${suite.site.origin}/3.5.6/docs/server/notifications/notifier-slack`)

    // Escape: back to keyword search (query kept), and back again the conversation is still there.
    await page.keyboard.press('Escape')
    await searchInput(page).waitFor()
    expect(await searchInput(page).inputValue()).toBe('how do I secure the actuator endpoints?')
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox')
    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: 'Copy answer' }).nth(2).waitFor()
    expect(await answerRegion(page).locator('article').count()).toBe(3)

    // A citation opens its page at the heading, client-side, and closes the dialog.
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true))
    const citation = answerRegion(page)
      .locator('article')
      .last()
      .getByRole('link', { name: /^Source 1:/ })
      .first()
    const href = (await citation.getAttribute('href'))!
    await citation.click()
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === href)
    await answerRegion(page).waitFor({ state: 'detached' })
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true)
  })
})
