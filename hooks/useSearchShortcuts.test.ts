import { act, renderHook } from '@testing-library/react'
import { earlyInputScript } from '@/lib/chrome/inline-scripts.cjs'
import { useSearchShortcuts } from './useSearchShortcuts'

function bind(isOpen = false) {
  const onToggle = jest.fn()
  const onOpen = jest.fn()
  const hook = renderHook(
    (props: { isOpen: boolean }) => useSearchShortcuts({ ...props, onToggle, onOpen }),
    {
      initialProps: { isOpen },
    },
  )
  const acted = () => [...onToggle.mock.calls.map(() => 'toggle'), ...onOpen.mock.calls.map(() => 'open')]
  return { onToggle, onOpen, acted, hook }
}

function press(target: EventTarget, init: KeyboardEventInit): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init })
  act(() => {
    target.dispatchEvent(event)
  })
  return event
}

function field(tag: 'input' | 'textarea' | 'select') {
  const element = document.createElement(tag)
  document.body.append(element)
  return element
}

afterEach(() => {
  document.body.innerHTML = ''
  delete window.__earlyInput
})

describe('Ctrl/Cmd+K', () => {
  it('toggles the dialog, with Ctrl or Cmd, also in a text field, and keeps the browser from acting on it', () => {
    const { onToggle } = bind()
    const events = [
      press(document.body, { key: 'k', code: 'KeyK', ctrlKey: true }),
      press(document.body, { key: 'k', code: 'KeyK', metaKey: true }),
      press(field('input'), { key: 'k', code: 'KeyK', ctrlKey: true }),
    ]
    expect(onToggle).toHaveBeenCalledTimes(3)
    expect(events.every((event) => event.defaultPrevented)).toBe(true)
  })

  it('follows the character, not the key position', () => {
    const { onToggle } = bind()
    press(document.body, { key: 'k', code: 'KeyV', ctrlKey: true })
    expect(onToggle).toHaveBeenCalledTimes(1)
  })

  it('leaves Ctrl+Shift+K, Ctrl+Alt+K and K alone', () => {
    const { acted } = bind()
    const events = [
      press(document.body, { key: 'K', code: 'KeyK', ctrlKey: true, shiftKey: true }),
      press(document.body, { key: 'k', code: 'KeyK', ctrlKey: true, altKey: true }),
      press(document.body, { key: 'k', code: 'KeyK' }),
    ]
    expect(acted()).toEqual([])
    expect(events.some((event) => event.defaultPrevented)).toBe(false)
  })
})

describe('/', () => {
  it('opens the dialog outside text fields, also where the layout needs Shift for it', () => {
    const { onOpen } = bind()
    const button = document.createElement('button')
    document.body.append(button)
    const events = [
      press(document.body, { key: '/', code: 'Slash' }),
      press(button, { key: '/', code: 'Slash' }),
      press(document.body, { key: '/', code: 'Digit7', shiftKey: true }),
    ]
    expect(onOpen).toHaveBeenCalledTimes(3)
    expect(events.every((event) => event.defaultPrevented)).toBe(true)
  })

  it('types a slash in text fields', () => {
    const { acted } = bind()
    const editable = document.createElement('div')
    Object.defineProperty(editable, 'isContentEditable', { value: true })
    document.body.append(editable)
    const events = [field('input'), field('textarea'), field('select'), editable].map((target) =>
      press(target, { key: '/', code: 'Slash' }),
    )
    expect(acted()).toEqual([])
    expect(events.some((event) => event.defaultPrevented)).toBe(false)
  })

  it('does nothing while the dialog is open, and nothing with Ctrl', () => {
    const { acted, hook } = bind(true)
    press(document.body, { key: '/', code: 'Slash' })
    hook.rerender({ isOpen: false })
    press(document.body, { key: '/', code: 'Slash', ctrlKey: true })
    expect(acted()).toEqual([])
  })
})

it('ignores every shortcut while an input method is composing', () => {
  const { acted } = bind()
  press(document.body, { key: 'k', code: 'KeyK', ctrlKey: true, isComposing: true })
  press(document.body, { key: '/', code: 'Slash', keyCode: 229 })
  expect(acted()).toEqual([])
})

it('replays the shortcuts the early-input script held before they were bound', () => {
  new Function(earlyInputScript)()
  window.__earlyInput?.replayClicks()
  const held = press(document.body, { key: 'k', code: 'KeyK', ctrlKey: true })
  expect(held.defaultPrevented).toBe(true)
  const { onToggle } = bind()
  expect(onToggle).toHaveBeenCalledTimes(1)
  // From now on the shortcuts answer directly, once per press.
  press(document.body, { key: 'k', code: 'KeyK', ctrlKey: true })
  expect(onToggle).toHaveBeenCalledTimes(2)
})
