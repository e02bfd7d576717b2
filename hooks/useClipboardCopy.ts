import { useCallback, useEffect, useRef, useState } from 'react'
import { copyToClipboard } from '@/lib/chrome/clipboard'
import { siteConfig } from '@/site.config'

export type CopyStatus = 'idle' | 'copied' | 'failed'

/** Writes text to the clipboard and reports it for a moment ("Answer copied"), then goes back to idle. */
export function useClipboardCopy(resetAfterMs: number = siteConfig.copyFeedbackMs) {
  const [status, setStatus] = useState<CopyStatus>('idle')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const copy = useCallback(
    async (text: string) => {
      clearTimeout(timer.current)
      setStatus((await copyToClipboard(text)) ? 'copied' : 'failed')
      timer.current = setTimeout(() => setStatus('idle'), resetAfterMs)
    },
    [resetAfterMs],
  )
  return { status, copy }
}
