const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])'

/** The elements inside a container that Tab can reach, in order (those in collapsed parts left out). */
export function focusableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[hidden],[inert]'),
  )
}

/**
 * Keeps Tab inside a container (a modal menu): from the last element Tab wraps to the first,
 * Shift+Tab from the first wraps to the last. Returns whether it moved the focus itself.
 */
export function trapTabKey(container: HTMLElement, event: KeyboardEvent): boolean {
  if (event.key !== 'Tab') return false
  const elements = focusableElements(container)
  const first = elements[0]
  const last = elements[elements.length - 1]
  if (!first || !last) return false
  const active = document.activeElement
  const outside = !container.contains(active)
  if (event.shiftKey && (active === first || outside)) {
    last.focus()
    return true
  }
  if (!event.shiftKey && (active === last || outside)) {
    first.focus()
    return true
  }
  return false
}
