import { useSyncExternalStore } from 'react'
import { isApplePlatform } from '@/lib/search-dialog/keyboard'

const subscribe = () => () => undefined
const platformSnapshot = () => isApplePlatform(window.navigator)
/** The server (and hydration) render knows nothing of the platform. */
const serverSnapshot = () => null

/**
 * Whether to show ⌘ (Apple platforms) or Ctrl in shortcut hints: null while the page hydrates,
 * decided right after, so the server HTML and the first client render agree.
 */
export function useSearchPlatform(): { isApple: boolean | null } {
  return { isApple: useSyncExternalStore<boolean | null>(subscribe, platformSnapshot, serverSnapshot) }
}
