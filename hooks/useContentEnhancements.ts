import { useRouter } from 'next/router'
import { useEffect, type RefObject } from 'react'
import { clickedTab, handleTabKey, restoreTabs, selectTab } from '@/lib/chrome/content-tabs'
import { matchesPropertyFilter, propertyCountLabel } from '@/lib/content/property-filter'
import { copyButtonStrings, copyToClipboard } from '@/lib/chrome/clipboard'
import { mountPropertyFilters, PROPERTY_FILTER } from '@/lib/chrome/property-filters'
import { DIAGRAM_ATTRIBUTE } from '@/lib/content/mermaid-figure'
import { isModifiedClick, toRouterPath } from '@/lib/site-links'
import { siteConfig } from '@/site.config'

/** Shows whether a copy worked on the button itself for a moment. */
function flash(button: HTMLElement, copied: boolean) {
  const original = button.textContent
  button.textContent = copied ? copyButtonStrings.copied : copyButtonStrings.failed
  window.setTimeout(() => {
    button.textContent = original
  }, siteConfig.copyFeedbackMs)
}

function filterTable(input: HTMLInputElement) {
  const container = input.closest('[data-property-table]')
  if (!container) return
  const rows = Array.from(container.querySelectorAll<HTMLElement>('[data-property-row]'))
  let shown = 0
  for (const row of rows) {
    const visible = matchesPropertyFilter(row.dataset.propertyRow ?? '', input.value)
    row.hidden = !visible
    if (visible) shown += 1
  }
  const count = container.querySelector('[data-property-count]')
  if (count) count.textContent = propertyCountLabel(shown, rows.length)
}

/**
 * Makes the static content HTML interactive with one listener per kind (event delegation):
 * copy buttons, property filters, tabs, and client-side navigation for internal links; and draws
 * the diagrams Mermaid draws in the browser (lib/chrome/mermaid-diagrams.ts), on pages that have one.
 */
export function useContentEnhancements(ref: RefObject<HTMLElement | null>, html: string) {
  const router = useRouter()
  useEffect(() => {
    const root = ref.current
    if (!root) return
    mountPropertyFilters(root)
    restoreTabs(root, window.location.search)
    // Diagrams Mermaid draws in the browser: their code (and Mermaid's) is loaded only on pages that have one.
    let unmountDiagrams: (() => void) | undefined
    let left = false
    if (root.querySelector(`[${DIAGRAM_ATTRIBUTE}="browser"]`)) {
      void import('@/lib/chrome/mermaid-diagrams').then(({ mountMermaidDiagrams }) => {
        if (!left) unmountDiagrams = mountMermaidDiagrams(root)
      })
    }
    const onClick = (event: MouseEvent) => {
      const target = event.target as HTMLElement
      const tab = clickedTab(target)
      if (tab) {
        selectTab(tab, root)
        return
      }
      const copyCode = target.closest<HTMLElement>('[data-copy-code]')
      if (copyCode) {
        // The text, not the rendered text: a block off screen is not laid out (content-visibility),
        // and its lines are separated by newline characters in the markup.
        const code = copyCode.closest('figure')?.querySelector('pre')?.textContent ?? ''
        void copyToClipboard(code).then((copied) => flash(copyCode, copied))
        return
      }
      const copyValue = target.closest<HTMLElement>('[data-copy-text]')
      if (copyValue) {
        void copyToClipboard(copyValue.dataset.copyText ?? '').then((copied) => flash(copyValue, copied))
        return
      }
      const link = target.closest<HTMLAnchorElement>('a[href]')
      if (!link || event.defaultPrevented || isModifiedClick(event) || link.target) return
      const url = new URL(link.href, window.location.href)
      if (url.origin !== window.location.origin) return
      // An anchor on the page on screen: the browser scrolls to it.
      if (url.pathname === window.location.pathname && url.hash) return
      const path = toRouterPath(`${url.pathname}${url.search}${url.hash}`)
      if (!path) return
      event.preventDefault()
      void router.push(path)
    }
    const onInput = (event: Event) => {
      const input = event.target as HTMLInputElement
      if (input.matches(`[${PROPERTY_FILTER}]`)) filterTable(input)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      handleTabKey(event, root)
    }
    root.addEventListener('click', onClick)
    root.addEventListener('input', onInput)
    root.addEventListener('keydown', onKeyDown)
    return () => {
      left = true
      unmountDiagrams?.()
      root.removeEventListener('click', onClick)
      root.removeEventListener('input', onInput)
      root.removeEventListener('keydown', onKeyDown)
    }
  }, [ref, html, router])
}
