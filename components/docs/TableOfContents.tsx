import { useMemo } from 'react'
import { useActiveHeading } from '@/hooks/useActiveHeading'
import type { TocItem } from '@/lib/content/toc'
import { cn } from '@/lib/cn'

/** "On this page": headings h2–h5, the one in view highlighted. */
export function TableOfContents({ items }: { items: TocItem[] }) {
  const ids = useMemo(() => items.map((item) => item.id), [items])
  const active = useActiveHeading(ids)
  if (items.length === 0) return null
  const minDepth = Math.min(...items.map((item) => item.depth))
  return (
    <nav aria-labelledby="toc-title" className="text-sm">
      <h2
        id="toc-title"
        className="mb-2 text-xs font-semibold tracking-wide text-slate-900 uppercase dark:text-slate-100"
      >
        On this page
      </h2>
      <ul className="space-y-1 border-l border-slate-200 dark:border-slate-700">
        {items.map((item) => (
          <li key={item.id} style={{ paddingLeft: `${(item.depth - minDepth) * 0.75 + 0.75}rem` }}>
            <a
              href={`#${item.id}`}
              aria-current={active === item.id ? 'location' : undefined}
              className={cn(
                'block py-0.5 text-slate-600 hover:text-brand-800 dark:text-slate-300 dark:hover:text-brand-300',
                // Colour and underline only: a bolder weight would reflow the list (layout shift).
                active === item.id && 'text-brand-800 underline underline-offset-4 dark:text-brand-200',
              )}
            >
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
