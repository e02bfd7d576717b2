import { routeKey } from '@/lib/content/paths'
import type { SidebarItem } from '@/lib/content/sidebar'
import { withBasePath } from '@/lib/site-links'
import { useMdxRenderData } from './MdxRenderContext'

function countDocs(item: SidebarItem): number {
  return item.type === 'doc'
    ? 1
    : item.items.reduce((sum, child) => sum + countDocs(child), item.href ? 1 : 0)
}

/** Cards linking to sidebar items (a category's pages, or a generated index page's). */
export function DocCards({ items }: { items: SidebarItem[] }) {
  return (
    <ul className="doc-cards not-prose">
      {items.map((item) => {
        const href = item.type === 'doc' ? item.href : (item.href ?? undefined)
        if (!href) return null
        return (
          <li key={href}>
            <a href={withBasePath(routeKey(href))} className="doc-card">
              <span className="doc-card-title">
                {item.type === 'category' ? '🗂️ ' : '📄 '}
                {item.label}
              </span>
              <span className="doc-card-meta">
                {item.type === 'category' ? `${countDocs(item)} pages` : 'Read the page'}
              </span>
            </a>
          </li>
        )
      })}
    </ul>
  )
}

/** Cards for the pages of the current category; on a page outside any category, every section. */
export function DocCardList() {
  const { route, categoryItems } = useMdxRenderData()
  const items = categoryItems.filter(
    (item) => item.type === 'category' || routeKey(item.href) !== routeKey(route),
  )
  return <DocCards items={items} />
}
