import { useEffect, useState } from 'react'
import { SMALL_SCREEN_QUERY, snippetWordsFor } from '@/lib/search-dialog/request'

/** Snippet length in words: 10, or 5 on screens up to the small-screen width; read after mount. */
export function useSearchSnippetWords(): number {
  const [isSmallScreen, setIsSmallScreen] = useState(false)
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return
    const media = window.matchMedia(SMALL_SCREEN_QUERY)
    const update = () => setIsSmallScreen(media.matches)
    update()
    media.addEventListener?.('change', update)
    return () => media.removeEventListener?.('change', update)
  }, [])
  return snippetWordsFor(isSmallScreen)
}
