/**
 * Whether the reader's browser asks not to be tracked: Do Not Track (`navigator.doNotTrack`) or
 * Global Privacy Control (`navigator.globalPrivacyControl`). The dialog then sends no analytics
 * events and no typing token; the embedded backend also refuses to record requests that carry the
 * matching headers (lib/search/analytics/privacy.ts).
 */
interface PrivacySignals {
  doNotTrack?: string | null
  globalPrivacyControl?: boolean
}

export function trackingRefusedBy(signals: PrivacySignals | undefined): boolean {
  if (!signals) return false
  return signals.doNotTrack === '1' || signals.globalPrivacyControl === true
}

/** The browser's answer; outside a browser, false. */
export function browserRefusesTracking(): boolean {
  return typeof navigator === 'undefined' ? false : trackingRefusedBy(navigator as PrivacySignals)
}

/**
 * A random token for this page load, sent with embedded searches when analytics are on, so the
 * backend counts one reader's keystrokes as one search. It is kept nowhere: a new page, a new token.
 */
export function typingToken(random: () => number = Math.random): string {
  let token = 'typing-'
  for (let i = 0; i < 16; i++) token += Math.floor(random() * 36).toString(36)
  return token
}
