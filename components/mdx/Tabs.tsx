import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react'

export interface TabItemProps {
  value: string
  label?: string
  /** This tab is selected when the page loads (unless the reader chose another). */
  default?: boolean
  className?: string
  children?: ReactNode
}

/** One tab's content; `Tabs` renders it as a tab panel. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>
}

export interface TabsProps {
  children?: ReactNode
  /** Tabs with the same group id switch together on the page, and the choice is remembered. */
  groupId?: string
  /** Reflect the choice in the URL: `true` uses the group id as the parameter name, a string names it. */
  queryString?: boolean | string
  /** The value of the tab selected on load (instead of the `default` item or the first). */
  defaultValue?: string | null
  /** Labels and values, instead of reading them from the items. */
  values?: Array<{ value: string; label?: string }>
  className?: string
  /** Accepted for compatibility: every panel is in the HTML, the hidden ones are `hidden`. */
  lazy?: boolean
}

function tabItems(children: ReactNode): Array<ReactElement<TabItemProps>> {
  return Children.toArray(children).filter((child): child is ReactElement<TabItemProps> =>
    isValidElement(child),
  )
}

/**
 * Docusaurus-compatible tabs, rendered to static HTML in the ARIA tabs pattern: a tablist of buttons
 * and one tab panel per item, the unselected ones hidden. Selecting, the keyboard, `groupId` sync
 * and memory and `queryString` are added in the browser by the content script
 * (lib/chrome/content-tabs.ts via hooks/useContentEnhancements.ts).
 */
export function Tabs({ children, groupId, queryString, defaultValue, values, className }: TabsProps) {
  const baseId = useId().replace(/[^a-zA-Z0-9_-]/g, '')
  const items = tabItems(children)
  const tabs = (values ?? items.map((item) => item.props)).map((entry) => ({
    value: String(entry.value),
    label: entry.label ?? String(entry.value),
  }))
  if (tabs.some((tab) => !tab.value)) throw new Error('<Tabs>: every <TabItem> needs a "value"')
  if (new Set(tabs.map((tab) => tab.value)).size !== tabs.length) {
    throw new Error(`<Tabs>: two tabs have the same value (${tabs.map((tab) => tab.value).join(', ')})`)
  }
  const selected =
    (defaultValue && tabs.some((tab) => tab.value === defaultValue) ? defaultValue : undefined) ??
    items.find((item) => item.props.default)?.props.value ??
    tabs[0]?.value
  const queryKey = queryString === true ? groupId : typeof queryString === 'string' ? queryString : undefined
  const tabId = (index: number) => `tabs-${baseId}-tab-${index}`
  const panelId = (index: number) => `tabs-${baseId}-panel-${index}`
  return (
    <div
      className={['tabs', className].filter(Boolean).join(' ')}
      data-tabs=""
      data-group-id={groupId}
      data-query-key={queryKey}
    >
      <div role="tablist" aria-orientation="horizontal" className="tabs-list" data-search-ignore="">
        {tabs.map((tab, index) => (
          <button
            key={tab.value}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-controls={panelId(index)}
            aria-selected={tab.value === selected}
            tabIndex={tab.value === selected ? 0 : -1}
            data-tab-value={tab.value}
            className="tab"
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => {
        const item = items.find((candidate) => String(candidate.props.value) === tab.value)
        return (
          <div
            key={tab.value}
            role="tabpanel"
            id={panelId(index)}
            aria-labelledby={tabId(index)}
            tabIndex={0}
            hidden={tab.value !== selected}
            data-tab-panel={tab.value}
            className={['tab-panel', item?.props.className].filter(Boolean).join(' ')}
          >
            {item?.props.children}
          </div>
        )
      })}
    </div>
  )
}
