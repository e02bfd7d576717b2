import { useCallback, useSyncExternalStore } from 'react'
import {
  nextColorModeChoice,
  parseStoredChoice,
  resolveColorMode,
  type ColorModeChoice,
} from '@/lib/chrome/color-mode'
import { readString, removeKey, writeString } from '@/lib/storage/browser-storage'
import { siteConfig } from '@/site.config'

const { colorMode, storageKeys } = siteConfig

/**
 * The colour mode lives on <html> (`data-theme`, set before first paint by the boot script);
 * React subscribes to it, so every toggle on the page agrees and nothing is read during render.
 */
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-theme', 'data-theme-choice'],
  })
  return () => observer.disconnect()
}

function snapshot(): string {
  const { theme, themeChoice } = document.documentElement.dataset
  const choice =
    themeChoice ??
    parseStoredChoice(readString(storageKeys.theme)) ??
    (colorMode.respectPrefersColorScheme ? 'system' : theme)
  return `${choice}|${theme === 'dark' ? 'dark' : 'light'}`
}

const serverSnapshot = () => `${colorMode.defaultMode}|${colorMode.defaultMode}`

export function useColorMode() {
  const state = useSyncExternalStore(subscribe, snapshot, serverSnapshot)
  const [storedChoice, shown] = state.split('|') as [string, 'light' | 'dark']
  const choice: ColorModeChoice = storedChoice === 'system' ? null : parseStoredChoice(storedChoice)

  const toggle = useCallback(() => {
    const next = nextColorModeChoice(choice, colorMode.respectPrefersColorScheme)
    const systemPrefersDark = window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false
    const mode = resolveColorMode(next, { ...colorMode, systemPrefersDark })
    if (next) writeString(storageKeys.theme, next)
    else removeKey(storageKeys.theme)
    const root = document.documentElement
    root.classList.toggle('dark', mode === 'dark')
    root.style.colorScheme = mode
    root.dataset.themeChoice = next ?? 'system'
    root.dataset.theme = mode
  }, [choice])

  return { choice, mode: shown, toggle }
}
