import { useCallback, useEffect, useRef, useState } from 'react'

export type CopyStatus = 'idle' | 'copied' | 'failed'

/** Writes text to the clipboard and reports it for a moment ("Answer copied"), then goes back to idle. */
export function useClipboardCopy(resetAfterMs = 2000) {
  const [status, setStatus] = useState<CopyStatus>('idle')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const copy = useCallback(
    async (text: string) => {
      clearTimeout(timer.current)
      try {
        if (!navigator.clipboard) throw new Error('no clipboard')
        await navigator.clipboard.writeText(text)
        setStatus('copied')
      } catch {
        // Denied permission or an insecure context: say so rather than pretend.
        setStatus('failed')
      }
      timer.current = setTimeout(() => setStatus('idle'), resetAfterMs)
    },
    [resetAfterMs],
  )
  return { status, copy }
}
