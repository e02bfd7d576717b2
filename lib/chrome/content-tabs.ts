import { readString, writeString } from '@/lib/storage/browser-storage'
import { siteConfig } from '@/site.config'

/**
 * The browser side of content tabs (components/mdx/Tabs.tsx renders them as static HTML in the ARIA
 * tabs pattern). Selecting a tab shows its panel; tabs with the same `groupId` switch together on
 * the page and the choice is remembered; `queryString` tabs read and write a URL parameter.
 */

const TAB = '[role="tab"][data-tab-value]'

export interface InitialTabInputs {
  /** The value of the tabs' URL parameter, if they have one and it is set. */
  query: string | null
  /** The remembered value of the tabs' group, if any. */
  stored: string | null
}

/** Which tab to show on load: the URL's, then the remembered one, if the tabs have such a value. */
export function initialTabValue(values: string[], inputs: InitialTabInputs): string | undefined {
  if (inputs.query !== null && values.includes(inputs.query)) return inputs.query
  if (inputs.stored !== null && values.includes(inputs.stored)) return inputs.stored
  return undefined
}

function tabsOf(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]'))
}

/** Shows one tab of a tabs container; false when it has no tab of that value. */
export function showTab(container: Element, value: string): boolean {
  const tabs = tabsOf(container)
  if (!tabs.some((tab) => tab.dataset.tabValue === value)) return false
  for (const tab of tabs) {
    const selected = tab.dataset.tabValue === value
    tab.setAttribute('aria-selected', String(selected))
    tab.tabIndex = selected ? 0 : -1
  }
  container.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]').forEach((panel) => {
    panel.hidden = panel.dataset.tabPanel !== value
  })
  return true
}

const storageKey = (groupId: string) => `${siteConfig.storageKeys.tabGroupPrefix}${groupId}`

/** Applies the URL's and the remembered choices to every tabs container below `root`. */
export function restoreTabs(root: ParentNode, search: string): void {
  const params = new URLSearchParams(search)
  root.querySelectorAll<HTMLElement>('[data-tabs]').forEach((container) => {
    const { groupId, queryKey } = container.dataset
    const values = tabsOf(container).map((tab) => tab.dataset.tabValue ?? '')
    const value = initialTabValue(values, {
      query: queryKey ? params.get(queryKey) : null,
      stored: groupId ? readString(storageKey(groupId)) : null,
    })
    if (value !== undefined) showTab(container, value)
  })
}

/** The reader chose a tab: show it, switch its group on the page, remember it, put it in the URL. */
export function selectTab(tab: HTMLElement, root: ParentNode = document): void {
  const container = tab.closest<HTMLElement>('[data-tabs]')
  const value = tab.dataset.tabValue
  if (!container || value === undefined) return
  showTab(container, value)
  const { groupId, queryKey } = container.dataset
  if (groupId) {
    writeString(storageKey(groupId), value)
    root.querySelectorAll<HTMLElement>('[data-tabs]').forEach((other) => {
      if (other !== container && other.dataset.groupId === groupId) showTab(other, value)
    })
  }
  if (queryKey) {
    const url = new URL(window.location.href)
    url.searchParams.set(queryKey, value)
    // Keep the router's history state: only the URL's query changes.
    window.history.replaceState(window.history.state, '', url)
  }
}

/** Arrow keys, Home and End move between the tabs of a tablist and select the focused one. */
export function handleTabKey(event: KeyboardEvent, root: ParentNode = document): boolean {
  const tab = (event.target as HTMLElement | null)?.closest<HTMLElement>(TAB)
  const container = tab?.closest('[data-tabs]')
  if (!tab || !container || event.altKey || event.ctrlKey || event.metaKey) return false
  const tabs = tabsOf(container)
  const index = tabs.indexOf(tab)
  const targets: Record<string, number> = {
    ArrowRight: (index + 1) % tabs.length,
    ArrowLeft: (index - 1 + tabs.length) % tabs.length,
    Home: 0,
    End: tabs.length - 1,
  }
  const next = tabs[targets[event.key] ?? -1]
  if (!next) return false
  event.preventDefault()
  next.focus()
  selectTab(next, root)
  return true
}

/** The tab a click landed on, if any. */
export function clickedTab(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(TAB) : null
}
