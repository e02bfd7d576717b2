import http from 'node:http'
import type { Browser } from 'playwright-core'
import { DESKTOP_VIEWPORT } from '../support/chromium'
import { listenOnLoopback, type LoopbackServer } from '../support/http'
import type { KeystrokeFloorFigures } from '../types'
import { installProbe, typeQueriesTimed } from './keystroke-probe'
import { SEARCH_INPUT } from './search-dialog'

/** What the floor page's server answers each keystroke with. */
const ANSWER = '[]'

/**
 * The least any dialog whose results cross the network can do: on keydown it fetches a 2-byte
 * answer from its own loopback server, then shows a few options in its listbox (the newest
 * keystroke's only). It has the dialog's input and listbox roles, so the same probe times it.
 */
const FLOOR_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Keystroke floor</title></head>
<body>
<div role="dialog" aria-label="Keystroke floor">
  <input type="search" role="combobox" placeholder="Search docs" autocomplete="off" autofocus>
  <div role="listbox" aria-label="Results"></div>
</div>
<script>
  const input = document.querySelector('input')
  const listbox = document.querySelector('[role="listbox"]')
  let latest = 0
  const show = (text) => {
    const options = [1, 2, 3, 4, 5].map((rank) => {
      const option = document.createElement('div')
      option.setAttribute('role', 'option')
      option.textContent = rank + '. ' + text
      return option
    })
    listbox.replaceChildren(...options)
  }
  input.addEventListener('keydown', () => {
    const ticket = ++latest
    fetch('/queries', { method: 'POST', body: '' })
      .then((response) => response.text())
      .then((answer) => { if (ticket === latest) show(input.value + ' #' + ticket + ' ' + answer) })
  })
  input.addEventListener('input', () => {
    if (input.value !== '') return
    latest += 1
    listbox.replaceChildren()
  })
</script>
</body></html>`

async function serveFloorPage(): Promise<LoopbackServer> {
  const server = http.createServer((request, response) => {
    if (request.url === '/queries') {
      request.resume()
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      response.end(ANSWER)
      return
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(FLOOR_PAGE)
  })
  return listenOnLoopback(server, 'floor page server')
}

/**
 * The keystroke floor in this browser and on this machine now: the floor page typed with the same
 * queries, pace and probe as our dialog. A result that crosses the network misses the frame the
 * keystroke itself produces, so this is what "ours" is to be compared with.
 */
export async function measureKeystrokeFloor(
  browser: Browser,
  queries: readonly string[],
  options: { lastKeyOnly: boolean },
): Promise<KeystrokeFloorFigures> {
  const server = await serveFloorPage()
  const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT })
  try {
    const page = await context.newPage()
    await page.goto(`${server.origin}/`, { waitUntil: 'load' })
    await page.locator(SEARCH_INPUT).focus()
    await installProbe(page)
    const typed = await typeQueriesTimed(page, queries, options)
    return {
      answerBytes: ANSWER.length,
      keystrokes: typed.keystrokes,
      keystrokesToDom: typed.keystrokesToDom,
      request: typed.phases.request,
    }
  } finally {
    await context.close()
    await server.close()
  }
}
