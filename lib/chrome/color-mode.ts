/** Colour mode choices: `null` means "follow the system" (only offered when the config respects it). */
export type ColorModeChoice = 'light' | 'dark' | null

/**
 * The toggle's next choice: light → dark → system → light when the system preference is
 * respected, otherwise dark ↔ light.
 */
export function nextColorModeChoice(
  current: ColorModeChoice,
  respectPrefersColorScheme: boolean,
): ColorModeChoice {
  if (!respectPrefersColorScheme) return current === 'dark' ? 'light' : 'dark'
  if (current === 'light') return 'dark'
  if (current === 'dark') return null
  return 'light'
}

/** The mode actually shown for a choice. */
export function resolveColorMode(
  choice: ColorModeChoice,
  options: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean; systemPrefersDark: boolean },
): 'light' | 'dark' {
  if (choice) return choice
  if (options.respectPrefersColorScheme) return options.systemPrefersDark ? 'dark' : 'light'
  return options.defaultMode
}

export function parseStoredChoice(value: string | null): ColorModeChoice {
  return value === 'dark' || value === 'light' ? value : null
}
