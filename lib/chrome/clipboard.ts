/**
 * What a copy button in the content (code blocks, property names) shows for a moment after a
 * click. Here rather than in the chrome strings, so that only pages with content carry them.
 */
export const copyButtonStrings = { copied: 'Copied', failed: 'Copy failed' } as const

/**
 * Writes text to the clipboard: true when it is there, false when the browser refused (no
 * permission, an insecure context, no clipboard at all), so the button can say so rather than
 * pretend. The one clipboard access of the site (code blocks, property names, answers).
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}
