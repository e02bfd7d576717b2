import { nextColorModeChoice, parseStoredChoice, resolveColorMode } from './color-mode'

describe('colour mode', () => {
  it('toggles between dark and light when the system preference is not respected', () => {
    expect(nextColorModeChoice('light', false)).toBe('dark')
    expect(nextColorModeChoice('dark', false)).toBe('light')
    expect(nextColorModeChoice(null, false)).toBe('dark')
  })

  it('cycles light, dark, system when the system preference is respected', () => {
    expect(nextColorModeChoice('light', true)).toBe('dark')
    expect(nextColorModeChoice('dark', true)).toBeNull()
    expect(nextColorModeChoice(null, true)).toBe('light')
  })

  it('resolves the shown mode: the choice, else the system (if respected), else the default', () => {
    const base = { defaultMode: 'light' as const, respectPrefersColorScheme: false, systemPrefersDark: true }
    expect(resolveColorMode(null, base)).toBe('light')
    expect(resolveColorMode('dark', base)).toBe('dark')
    expect(resolveColorMode(null, { ...base, respectPrefersColorScheme: true })).toBe('dark')
  })

  it('ignores tampered stored values', () => {
    expect(parseStoredChoice('dark')).toBe('dark')
    expect(parseStoredChoice('purple')).toBeNull()
    expect(parseStoredChoice(null)).toBeNull()
  })
})
