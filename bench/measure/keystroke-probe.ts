import type { Page } from 'playwright-core'
import { sleep } from '../support/http'
import { summarizeLatencies } from '../support/stats'
import type { TypedKeystrokes } from '../types'
import { SEARCH_INPUT } from './search-dialog'

/**
 * Runs in the page (as plain JavaScript, so nothing of the bundler's output leaks into it). It
 * notes each keydown's timestamp and, once armed, watches the dialog with a MutationObserver until
 * it shows results for the new query: hits (`[role=option]` inside `[role=listbox]`, other than
 * the "Ask AI" option) or the no-results screen that differ from what it showed before the key. The paint time is taken
 * after the next animation frame. Our dialog and the floor page (keystroke-floor.ts) are timed by
 * this same probe.
 */
const PROBE = `(() => {
  const input = document.querySelector(${JSON.stringify(SEARCH_INPUT)})
  const container = (input && input.closest('[role="dialog"]')) || document.body
  // The hits shown (their contents, highlights included), leaving out the "Ask AI" option, whose
  // text follows the input at once: it changes with the key, before any result does.
  const state = () => {
    const hits = Array.from(container.querySelectorAll('[role="listbox"] [role="option"]:not([data-ask-option])'))
    if (hits.length > 0) return 'results:' + hits.map((hit) => hit.innerHTML).join('\\n')
    const text = container.textContent || ''
    return /No results/i.test(text) ? 'none:' + text : null
  }
  let keydownAt = 0
  window.addEventListener('keydown', (event) => { keydownAt = event.timeStamp }, true)
  performance.setResourceTimingBufferSize(100000)
  // The search request this keystroke caused, if any: when it left and when its answer arrived.
  const request = () => {
    const entries = performance.getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/queries') && entry.startTime >= keydownAt)
    const last = entries[entries.length - 1]
    return last ? { requestAt: last.startTime, responseAt: last.responseEnd } : { requestAt: 0, responseAt: 0 }
  }
  window.__benchProbe = {
    state,
    result: null,
    arm(timeoutMs) {
      const before = state()
      this.result = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          const now = state()
          if (now === null || now === before) return
          const domAt = performance.now()
          observer.disconnect()
          clearTimeout(timer)
          requestAnimationFrame(() => setTimeout(() => resolve({ status: 'ok', keydownAt, domAt, paintAt: performance.now(), ...request() }), 0))
        })
        observer.observe(container, { subtree: true, childList: true, characterData: true, attributes: true })
        const timer = setTimeout(() => {
          observer.disconnect()
          resolve({ status: state() === before ? 'unchanged' : 'timeout', keydownAt, domAt: 0, paintAt: 0, requestAt: 0, responseAt: 0 })
        }, timeoutMs)
      })
    },
  }
})()`

interface ProbeOutcome {
  status: 'ok' | 'unchanged' | 'timeout'
  keydownAt: number
  domAt: number
  paintAt: number
  /** The search request's start and end (resource timing); 0 when the keystroke sent none. */
  requestAt: number
  responseAt: number
}

const KEY_TIMEOUT_MS = 1_500

/** Installs the probe in a page whose search input (SEARCH_INPUT) is shown and focused. */
export async function installProbe(page: Page): Promise<void> {
  await page.evaluate(PROBE)
}

async function resultsState(page: Page): Promise<string | null> {
  return (await page.evaluate('window.__benchProbe.state()')) as string | null
}

/** Empties the input and waits for the start screen. */
async function clearQuery(page: Page): Promise<void> {
  await page.locator(SEARCH_INPUT).first().fill('')
  const deadline = Date.now() + 2_000
  while ((await resultsState(page)) !== null && Date.now() < deadline) await sleep(25)
  await sleep(100)
}

/** Types text untimed and waits until the dialog has shown results for it. */
async function typeAndSettle(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text, { delay: 15 })
  const deadline = Date.now() + 5_000
  let last = await resultsState(page)
  while (Date.now() < deadline) {
    await sleep(150)
    const now = await resultsState(page)
    if (now !== null && now === last) return
    last = now
  }
}

async function timedKeystroke(page: Page, key: string): Promise<ProbeOutcome> {
  await page.evaluate(`window.__benchProbe.arm(${KEY_TIMEOUT_MS})`)
  await page.keyboard.type(key)
  return (await page.evaluate('window.__benchProbe.result')) as ProbeOutcome
}

/**
 * Types every keystroke of every query (or, with `lastKeyOnly`, the last one of each), each from a
 * settled page, into a page with the probe installed, and times each, after an untimed warm-up
 * query (first request, code paths, the server's index). A keystroke after which the
 * page shows exactly what it showed before (a trailing space, a prefix with the same hits) has
 * nothing to measure and is counted apart.
 */
export async function typeQueriesTimed(
  page: Page,
  queries: readonly string[],
  options: { lastKeyOnly: boolean },
): Promise<TypedKeystrokes> {
  const samples: Array<{ query: string; paintMs: number; domMs: number }> = []
  const phases = { beforeRequest: [] as number[], request: [] as number[], afterResponse: [] as number[] }
  const timedOut: string[] = []
  let unchanged = 0
  await typeAndSettle(page, 'admin')
  for (const query of queries) {
    await clearQuery(page)
    const firstTimed = options.lastKeyOnly ? query.length - 1 : 0
    if (firstTimed > 0) await typeAndSettle(page, query.slice(0, firstTimed))
    for (let index = firstTimed; index < query.length; index += 1) {
      const typed = query.slice(0, index + 1)
      const outcome = await timedKeystroke(page, query.charAt(index))
      if (outcome.status === 'ok') {
        samples.push({
          query: typed,
          paintMs: outcome.paintAt - outcome.keydownAt,
          domMs: outcome.domAt - outcome.keydownAt,
        })
        if (outcome.requestAt > 0) {
          phases.beforeRequest.push(outcome.requestAt - outcome.keydownAt)
          phases.request.push(outcome.responseAt - outcome.requestAt)
          phases.afterResponse.push(outcome.paintAt - outcome.responseAt)
        }
      } else if (outcome.status === 'unchanged') {
        unchanged += 1
      } else {
        timedOut.push(JSON.stringify(typed))
      }
      await sleep(30)
    }
  }
  if (samples.length === 0) throw new Error('no keystroke showed results')
  return {
    keystrokes: summarizeLatencies(samples.map((sample) => sample.paintMs)),
    keystrokesToDom: summarizeLatencies(samples.map((sample) => sample.domMs)),
    phases: {
      keydownToRequest: summarizeLatencies(phases.beforeRequest),
      request: summarizeLatencies(phases.request),
      responseToPaint: summarizeLatencies(phases.afterResponse),
    },
    unchanged,
    timedOut,
    slowest: samples
      .sort((a, b) => b.paintMs - a.paintMs)
      .slice(0, 10)
      .map((sample) => ({ query: sample.query, ms: Math.round(sample.paintMs) })),
  }
}
