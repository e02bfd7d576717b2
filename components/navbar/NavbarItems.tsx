import { cn } from '@/lib/cn'
import { siteConfig } from '@/site.config'
import { SiteLink } from '@/components/common/SiteLink'

/** `page` for a link to the page being read, `true` for the section it is in (any docs page). */
function currentState(pageKey: string, href: string): 'page' | 'true' | undefined {
  if (pageKey === href) return 'page'
  if (href.startsWith('/docs') && (pageKey === '/docs' || pageKey.startsWith('/docs/'))) return 'true'
  return undefined
}

/** The navbar links of the site config (Documentation, FAQ, code host), in a row or a column. */
export function NavbarItems({
  pageKey,
  className,
  vertical = false,
}: {
  pageKey: string
  className?: string
  vertical?: boolean
}) {
  return (
    <ul className={cn(vertical ? 'flex flex-col gap-0.5' : 'items-center gap-1', className)}>
      {siteConfig.navbar.links.map((link) => (
        <li key={link.label}>
          <SiteLink
            href={link.href}
            aria-current={currentState(pageKey, link.href)}
            className={cn(
              'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current]:text-brand-800 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-[current]:text-brand-300',
              vertical && 'block',
            )}
          >
            {link.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  )
}
