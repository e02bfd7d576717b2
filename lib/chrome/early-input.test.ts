import { act, renderHook } from '@testing-library/react'
import { useSearchShortcuts } from '@/hooks/useSearchShortcuts'
import { earlyInputScript } from './inline-scripts.cjs'

/** A page whose buttons do nothing yet: the early-input script is running, React is not. */
function servePage(html: string) {
  document.body.innerHTML = html
  new Function(earlyInputScript)()
}

/** What React would do once it has hydrated: listen, then let the held clicks through. */
function hydrate() {
  const clicks: string[] = []
  document.body.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('button')
    if (button) clicks.push(button.textContent ?? '')
  })
  window.__earlyInput?.replayClicks()
  return { clicks }
}

/** What the search code does once it has arrived: listen for keys, then take the held shortcuts. */
function bindShortcuts() {
  const keys: string[] = []
  const onKey = (event: KeyboardEvent) => keys.push(`${event.ctrlKey ? 'Ctrl+' : ''}${event.key}`)
  window.addEventListener('keydown', onKey)
  window.__earlyInput?.replayShortcuts()
  return { keys, stop: () => window.removeEventListener('keydown', onKey) }
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
  window.__earlyInput?.replayClicks()
  window.__earlyInput?.replayShortcuts()
  delete window.__earlyInput
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

    expect(hydrate().clicks).toEqual(['Collapse', 'Theme'])
  })

  it('lets clicks through untouched once the page has hydrated, and replays only once', () => {
    servePage('<button type="button">Collapse</button>')
    const page = hydrate()
    const late = new MouseEvent('click', { bubbles: true, cancelable: true })
    document.querySelector('button')?.dispatchEvent(late)
    window.__earlyInput?.replayClicks()
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
    expect(hydrate().clicks).toEqual(['Clients (new)'])
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
    expect(hydrate().clicks).toEqual([])
  })

  it('holds the search shortcuts past hydration and replays them as key presses once they are bound', () => {
    servePage('<main><p>Article</p></main>')
    const ctrlK = press(document.body, { key: 'k', code: 'KeyK', ctrlKey: true })
    const letter = press(document.body, { key: 'a', code: 'KeyA' })
    hydrate()
    const slash = press(document.body, { key: '/', code: 'Slash' })
    expect([ctrlK, slash, letter].map((event) => event.defaultPrevented)).toEqual([true, true, false])

    const page = bindShortcuts()
    stopListening = page.stop
    expect(page.keys).toEqual(['Ctrl+k', '/'])
    // Bound: keys go straight through now.
    expect(press(document.body, { key: '/', code: 'Slash' }).defaultPrevented).toBe(false)
    window.__earlyInput?.replayShortcuts()
    expect(page.keys).toEqual(['Ctrl+k', '/', '/'])
  })

  it('tells the page when a shortcut is held, so that it loads the code that handles it', () => {
    servePage('<main></main>')
    hydrate()
    const held = jest.fn()
    press(document.body, { key: 'k', ctrlKey: true })
    window.__earlyInput?.onShortcutHeld(held)
    expect(held).toHaveBeenCalledTimes(1)
    press(document.body, { key: '/' })
    press(document.body, { key: 'x' })
    expect(held).toHaveBeenCalledTimes(2)
    bindShortcuts().stop()
    press(document.body, { key: '/' })
    expect(held).toHaveBeenCalledTimes(2)
  })

  it('holds exactly the keys the site shortcuts (SITE_SHORTCUTS, bound with react-hotkeys-hook) act on', () => {
    servePage(
      '<input type="text" aria-label="Filter"><input type="checkbox" aria-label="Pick"><button type="button">Button</button><div contenteditable="true">Note</div>',
    )
    hydrate()
    const [input, checkbox] = Array.from(document.querySelectorAll('input'))
    const button = document.querySelector('button') as HTMLButtonElement
    const editable = document.querySelector('[contenteditable]') as HTMLElement
    Object.defineProperty(editable, 'isContentEditable', { value: true })
    const cases: Array<[EventTarget, KeyboardEventInit]> = [
      [document.body, { key: 'k', code: 'KeyK', ctrlKey: true }],
      [document.body, { key: 'K', code: 'KeyK', metaKey: true }],
      [document.body, { key: 'k', code: 'KeyK', ctrlKey: true, metaKey: true }],
      [document.body, { key: 'K', code: 'KeyK', ctrlKey: true, shiftKey: true }],
      [document.body, { key: 'k', code: 'KeyK', ctrlKey: true, altKey: true }],
      [document.body, { key: 'k', code: 'KeyK' }],
      [document.body, { key: 'k', code: 'KeyV', ctrlKey: true }],
      [document.body, { key: '/', code: 'Slash' }],
      [document.body, { key: '/', code: 'Digit7', shiftKey: true }],
      [document.body, { key: '/', code: 'Slash', ctrlKey: true }],
      [document.body, { key: '/', code: 'Slash', altKey: true }],
      [document.body, { key: '?', code: 'Slash', shiftKey: true }],
      [input!, { key: '/', code: 'Slash' }],
      [input!, { key: 'k', code: 'KeyK', ctrlKey: true }],
      [checkbox!, { key: '/', code: 'Slash' }],
      [button, { key: '/', code: 'Slash' }],
      [editable, { key: '/', code: 'Slash' }],
      [document.body, { key: 'k', code: 'KeyK', ctrlKey: true, isComposing: true }],
      [document.body, { key: '/', code: 'Slash', keyCode: 229 }],
      [document.body, { key: 'Escape', code: 'Escape' }],
    ]
    const held = cases.map(([target, init]) => press(target, init).defaultPrevented)
    window.__earlyInput?.replayShortcuts()

    const acted: boolean[] = []
    let last = false
    const { unmount } = renderHook(() =>
      useSearchShortcuts({ isOpen: false, onToggle: () => (last = true), onOpen: () => (last = true) }),
    )
    for (const [target, init] of cases) {
      last = false
      act(() => {
        press(target, init)
      })
      acted.push(last)
    }
    unmount()
    expect(cases.map(([, init], index) => [init, held[index]])).toEqual(
      cases.map(([, init], index) => [init, acted[index]]),
    )
    expect(held.filter(Boolean)).toHaveLength(8)
  })
})
