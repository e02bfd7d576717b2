import { isApplePlatform, isComposingKey, isEditableTarget, searchShortcutOf } from './keyboard'

function key(init: Partial<Parameters<typeof searchShortcutOf>[0]> & { key: string }) {
  return { ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, target: document.body, ...init }
}

describe('searchShortcutOf', () => {
  it('toggles on Ctrl+K and Cmd+K', () => {
    expect(searchShortcutOf(key({ key: 'k', ctrlKey: true }))).toBe('toggle')
    expect(searchShortcutOf(key({ key: 'K', metaKey: true }))).toBe('toggle')
  })

  it('toggles on Ctrl+K even in a text field', () => {
    expect(searchShortcutOf(key({ key: 'k', ctrlKey: true, target: document.createElement('input') }))).toBe(
      'toggle',
    )
  })

  it('opens on / outside text fields only', () => {
    expect(searchShortcutOf(key({ key: '/' }))).toBe('open')
    expect(searchShortcutOf(key({ key: '/', shiftKey: true }))).toBe('open')
    for (const tag of ['input', 'textarea', 'select']) {
      expect(searchShortcutOf(key({ key: '/', target: document.createElement(tag) }))).toBeNull()
    }
  })

  it('ignores other keys, Alt, Ctrl+Shift+K and keys of an input method composition', () => {
    expect(searchShortcutOf(key({ key: 'k' }))).toBeNull()
    expect(searchShortcutOf(key({ key: 'k', ctrlKey: true, altKey: true }))).toBeNull()
    expect(searchShortcutOf(key({ key: 'K', ctrlKey: true, shiftKey: true }))).toBeNull()
    expect(searchShortcutOf(key({ key: '/', ctrlKey: true }))).toBeNull()
    expect(searchShortcutOf(key({ key: 'k', ctrlKey: true, isComposing: true }))).toBeNull()
    expect(searchShortcutOf(key({ key: '/', keyCode: 229 }))).toBeNull()
  })
})

describe('isEditableTarget', () => {
  it('knows text fields from other controls', () => {
    const input = (type: string) => Object.assign(document.createElement('input'), { type })
    expect(isEditableTarget(input('text'))).toBe(true)
    expect(isEditableTarget(input('search'))).toBe(true)
    expect(isEditableTarget(input('checkbox'))).toBe(false)
    expect(isEditableTarget(input('button'))).toBe(false)
    expect(isEditableTarget(document.createElement('textarea'))).toBe(true)
    expect(isEditableTarget(document.createElement('button'))).toBe(false)
    expect(isEditableTarget(null)).toBe(false)
    expect(isEditableTarget(window)).toBe(false)
  })

  it('treats contenteditable as editable', () => {
    const div = document.createElement('div')
    Object.defineProperty(div, 'isContentEditable', { value: true })
    expect(isEditableTarget(div)).toBe(true)
  })
})

it('isComposingKey reads isComposing and the 229 key code', () => {
  expect(isComposingKey({ isComposing: true })).toBe(true)
  expect(isComposingKey({ keyCode: 229 })).toBe(true)
  expect(isComposingKey({ isComposing: false, keyCode: 13 })).toBe(false)
})

it('isApplePlatform', () => {
  expect(isApplePlatform({ platform: 'MacIntel' })).toBe(true)
  expect(
    isApplePlatform({ platform: '', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' }),
  ).toBe(true)
  expect(isApplePlatform({ platform: 'Linux x86_64' })).toBe(false)
  expect(isApplePlatform({ platform: 'Win32' })).toBe(false)
  expect(isApplePlatform(undefined)).toBe(false)
})
