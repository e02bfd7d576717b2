import { ChevronDownIcon } from '@heroicons/react/20/solid'
import Link from 'next/link'
import type { ReactNode } from 'react'
import { useDropdown } from '@/hooks/useDropdown'
import { cn } from '@/lib/cn'

export interface DropdownItem {
  label: string
  href: string
  /** A site path (client-side navigation) rather than another deployment's URL. */
  site: boolean
  current: boolean
  lang?: string
  onSelect?: () => void
}

interface NavbarDropdownProps {
  /** Visible button text. */
  label: string
  /** The button's accessible name; it contains the visible text. */
  ariaLabel: string
  icon?: ReactNode
  items: DropdownItem[]
  pageKey: string
  /** Inside the mobile menu the list unfolds in place instead of floating below the button. */
  inMenu?: boolean
}

const itemClass =
  'block rounded-md px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-100 aria-[current=true]:font-semibold aria-[current=true]:text-brand-800 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-[current=true]:text-brand-300'

/** A navbar dropdown: a disclosure button and the list of links it expands (animated). */
export function NavbarDropdown({
  label,
  ariaLabel,
  icon,
  items,
  pageKey,
  inMenu = false,
}: NavbarDropdownProps) {
  const { expanded, close, containerProps, buttonProps, listProps } = useDropdown(pageKey)
  return (
    // data-dropdown: without scripts the list opens on hover and focus (styles/globals.css).
    <div {...containerProps} data-dropdown="" className={cn('relative', inMenu && 'w-full')}>
      <button
        type="button"
        {...buttonProps}
        aria-label={ariaLabel}
        className={cn(
          'flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
          inMenu && 'w-full',
        )}
      >
        {icon}
        {label}
        <ChevronDownIcon
          className={cn('h-4 w-4 transition-transform', inMenu && 'ml-auto', expanded && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <ul
        {...listProps}
        className={cn(
          inMenu
            ? 'pl-4'
            : 'absolute right-0 z-50 mt-1 min-w-40 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900',
        )}
      >
        {items.map((item) => {
          const props = {
            href: item.href,
            className: itemClass,
            'aria-current': item.current ? ('true' as const) : undefined,
            lang: item.lang,
            hrefLang: item.lang,
            onClick: () => {
              item.onSelect?.()
              close()
            },
          }
          return (
            <li key={item.href}>
              {item.site ? <Link {...props}>{item.label}</Link> : <a {...props}>{item.label}</a>}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
