import { useRouter } from 'next/router'
import { useCallback, type MouseEvent } from 'react'
import { isModifiedClick, toRouterPath } from '@/lib/site-links'

/**
 * Links inside the dialog (citations, sources, related pages) open like hits do: a plain click
 * closes the dialog and navigates client-side; modifier-clicks are left to the browser.
 */
export function useDialogLinkNavigation(onClose: () => void) {
  const router = useRouter()
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>, url: string) => {
      if (isModifiedClick(event)) return
      event.preventDefault()
      onClose()
      const path = toRouterPath(url)
      if (path) void router.push(path)
      else window.location.assign(url)
    },
    [onClose, router],
  )
}
