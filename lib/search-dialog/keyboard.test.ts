import {
  DIALOG_SHORTCUTS,
  isApplePlatform,
  isComposingKey,
  isEditableTarget,
  SITE_SHORTCUTS,
} from './keyboard'

describe('the shortcut tables', () => {
  it('write every hotkey in lower case, as react-hotkeys-hook reports it back', () => {
    const hotkeys = [
      ...Object.values(SITE_SHORTCUTS).flatMap((shortcut) => shortcut.hotkeys.split(',')),
      ...Object.keys(DIALOG_SHORTCUTS),
    ].map((hotkey) => hotkey.trim())
    expect(hotkeys.filter((hotkey) => hotkey !== hotkey.toLowerCase() || hotkey === '')).toEqual([])
  })

  it('open a hit as a link click with the same modifiers would', () => {
    const modeOf = (hotkey: string) => {
      const command = DIALOG_SHORTCUTS[hotkey]
      return command?.type === 'choose' ? command.mode : undefined
    }
    expect(modeOf('enter')).toBe('sameTab')
    expect(['ctrl+enter', 'meta+enter'].map(modeOf)).toEqual(['newTab', 'newTab'])
    expect(modeOf('shift+enter')).toBe('newWindow')
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
