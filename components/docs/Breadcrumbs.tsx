import { HomeIcon } from '@heroicons/react/20/solid'
import Link from 'next/link'
import { routeKey } from '@/lib/content/paths'
import type { Breadcrumb } from '@/lib/content/sidebar'

export function Breadcrumbs({ items, current }: { items: Breadcrumb[]; current: string }) {
  return (
    <nav aria-label="Breadcrumbs" className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-600 dark:text-slate-300">
        <li>
          <Link
            href="/"
            className="flex items-center rounded p-1 hover:text-brand-800 dark:hover:text-brand-300"
          >
            <HomeIcon className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">Home page</span>
          </Link>
        </li>
        {items.map((item) => (
          <li key={item.label} className="flex items-center gap-1">
            <span aria-hidden="true">›</span>
            {item.href ? (
              <Link
                href={routeKey(item.href)}
                className="rounded px-1 hover:text-brand-800 dark:hover:text-brand-300"
              >
                {item.label}
              </Link>
            ) : (
              <span className="px-1">{item.label}</span>
            )}
          </li>
        ))}
        <li className="flex items-center gap-1">
          <span aria-hidden="true">›</span>
          <span aria-current="page" className="px-1 font-medium text-slate-900 dark:text-slate-100">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  )
}
