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

/**
 * Fetches a text and writes it to the clipboard (the "Copy page" button: the page's Markdown). The
 * fetch runs inside the clipboard write where the browser allows it (a `ClipboardItem` holding a
 * promise), so browsers that require the click's user activation for the write still take it
 * after the wait; true when the text is there.
 */
export async function copyFetchedText(url: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false
    const text = fetch(url, { headers: { Accept: 'text/markdown' } }).then((response) => {
      if (!response.ok) throw new Error(`${response.status}`)
      return response.text()
    })
    if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard.write === 'function') {
      const blob = text.then((value) => new Blob([value], { type: 'text/plain' }))
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })])
      return true
    }
    await navigator.clipboard.writeText(await text)
    return true
  } catch {
    return false
  }
}
