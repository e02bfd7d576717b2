import { focusableElements, trapTabKey } from './focus-trap'

function setUp() {
  document.body.innerHTML = `
    <button id="outside">outside</button>
    <div id="panel">
      <button id="first">first</button>
      <div hidden><a id="collapsed" href="/x">collapsed</a></div>
      <a id="middle" href="/y">middle</a>
      <button id="disabled" disabled>disabled</button>
      <input id="last" />
    </div>`
  return document.getElementById('panel') as HTMLElement
}

const tab = (shiftKey = false) => new KeyboardEvent('keydown', { key: 'Tab', shiftKey })

describe('focus trap', () => {
  it('lists the reachable elements in order', () => {
    expect(focusableElements(setUp()).map((element) => element.id)).toEqual(['first', 'middle', 'last'])
  })

  it('wraps Tab from the last element to the first and Shift+Tab back', () => {
    const panel = setUp()
    document.getElementById('last')?.focus()
    expect(trapTabKey(panel, tab())).toBe(true)
    expect(document.activeElement?.id).toBe('first')
    expect(trapTabKey(panel, tab(true))).toBe(true)
    expect(document.activeElement?.id).toBe('last')
  })

  it('leaves Tab alone in the middle and pulls focus back in from outside', () => {
    const panel = setUp()
    document.getElementById('middle')?.focus()
    expect(trapTabKey(panel, tab())).toBe(false)
    document.getElementById('outside')?.focus()
    expect(trapTabKey(panel, tab())).toBe(true)
    expect(document.activeElement?.id).toBe('first')
    expect(trapTabKey(panel, new KeyboardEvent('keydown', { key: 'Enter' }))).toBe(false)
  })
})
