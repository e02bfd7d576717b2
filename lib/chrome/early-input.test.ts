import { earlyInputScript } from './early-input.cjs'
import { searchShortcutOf } from '@/lib/search-dialog/keyboard'

/** A page whose buttons do nothing yet: the early-input script is running, React is not. */
function servePage(html: string) {
  document.body.innerHTML = html
  new Function(earlyInputScript)()
}

/** What React would do once it has hydrated: listen, then call the replay. */
function hydrate() {
  const clicks: string[] = []
  const keys: string[] = []
  document.body.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('button')
    if (button) clicks.push(button.textContent ?? '')
  })
  const onKey = (event: KeyboardEvent) => keys.push(`${event.ctrlKey ? 'Ctrl+' : ''}${event.key}`)
  window.addEventListener('keydown', onKey)
  window.__replayEarlyInput?.()
  return { clicks, keys, stop: () => window.removeEventListener('keydown', onKey) }
}

const press = (target: EventTarget, init: KeyboardEventInit) => {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init })
  target.dispatchEvent(event)
  return event
}

let stopListening: (() => void) | undefined

afterEach(() => {
  stopListening?.()
  stopListening = undefined
  window.__replayEarlyInput?.()
  delete window.__replayEarlyInput
  document.body.innerHTML = ''
})

describe('early input', () => {
  it('holds a button pressed before hydration and presses it once the page has hydrated', () => {
    servePage('<nav><button type="button">Collapse</button><button type="button">Theme</button></nav>')
    const [collapse, theme] = Array.from(document.querySelectorAll('button'))
    const early = new MouseEvent('click', { bubbles: true, cancelable: true })
    collapse?.dispatchEvent(early)
    theme?.click()
    expect(early.defaultPrevented).toBe(true)

    const page = hydrate()
    stopListening = page.stop
    expect(page.clicks).toEqual(['Collapse', 'Theme'])
  })

  it('lets clicks through untouched once the page has hydrated, and replays only once', () => {
    servePage('<button type="button">Collapse</button>')
    const page = hydrate()
    stopListening = page.stop
    const late = new MouseEvent('click', { bubbles: true, cancelable: true })
    document.querySelector('button')?.dispatchEvent(late)
    window.__replayEarlyInput?.()
    expect(late.defaultPrevented).toBe(false)
    expect(page.clicks).toEqual(['Collapse'])
  })

  it('finds a button React replaced by its position among the page buttons', () => {
    servePage(
      '<div id="root"><button type="button">Menu</button><button type="button">Clients</button></div>',
    )
    document.querySelectorAll('button')[1]?.click()
    const root = document.getElementById('root') as HTMLElement
    root.innerHTML = '<button type="button">Menu</button><button type="button">Clients (new)</button>'
    const page = hydrate()
    stopListening = page.stop
    expect(page.clicks).toEqual(['Clients (new)'])
  })

  it('leaves links, text and a form submit button to the browser', () => {
    servePage(
      '<a href="#next">Next</a><p>Text</p><form action="/search"><button>Go</button></form><button disabled>Off</button>',
    )
    document.querySelector('form')?.addEventListener('submit', (event) => event.preventDefault())
    const events = ['a', 'p', 'form button', 'button[disabled]'].map((selector) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true })
      document.querySelector(selector)?.dispatchEvent(event)
      return event
    })
    expect(events.map((event) => event.defaultPrevented)).toEqual([false, false, false, false])
    const page = hydrate()
    stopListening = page.stop
    expect(page.clicks).toEqual([])
  })

  it('holds the search shortcuts and replays them as key presses', () => {
    servePage('<main><p>Article</p></main>')
    const ctrlK = press(document.body, { key: 'k', code: 'KeyK', ctrlKey: true })
    const slash = press(document.body, { key: '/', code: 'Slash' })
    const letter = press(document.body, { key: 'a', code: 'KeyA' })
    expect([ctrlK, slash, letter].map((event) => event.defaultPrevented)).toEqual([true, true, false])

    const page = hydrate()
    stopListening = page.stop
    expect(page.keys).toEqual(['Ctrl+k', '/'])
  })

  it('holds exactly the keys the search shortcuts recognise', () => {
    servePage('<input type="text" aria-label="Filter"><button type="button">Button</button>')
    const input = document.querySelector('input') as HTMLInputElement
    const button = document.querySelector('button') as HTMLButtonElement
    const cases: Array<[EventTarget, KeyboardEventInit]> = [
      [document.body, { key: 'k', ctrlKey: true }],
      [document.body, { key: 'K', metaKey: true }],
      [document.body, { key: 'k', ctrlKey: true, shiftKey: true }],
      [document.body, { key: 'k', ctrlKey: true, altKey: true }],
      [document.body, { key: 'k' }],
      [document.body, { key: '/' }],
      [document.body, { key: '/', ctrlKey: true }],
      [input, { key: '/' }],
      [input, { key: 'k', ctrlKey: true }],
      [button, { key: '/' }],
      [document.body, { key: 'k', ctrlKey: true, isComposing: true }],
      [document.body, { key: 'Escape' }],
    ]
    for (const [target, init] of cases) {
      const event = press(target, init)
      const expected = searchShortcutOf({
        key: init.key ?? '',
        ctrlKey: init.ctrlKey ?? false,
        metaKey: init.metaKey ?? false,
        altKey: init.altKey ?? false,
        shiftKey: init.shiftKey ?? false,
        isComposing: init.isComposing ?? false,
        target,
      })
      expect([init, event.defaultPrevented]).toEqual([init, expected !== null])
    }
  })
})
