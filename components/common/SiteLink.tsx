import Link from 'next/link'
import type { AnchorHTMLAttributes } from 'react'
import { chromeStrings } from '@/lib/chrome/strings'
import { isExternalUrl } from '@/lib/site-links'

type SiteLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }

/**
 * A site path (`/docs/index`, without the base path) navigates client-side; any other URL opens
 * in a new tab, which screen readers are told about.
 */
export function SiteLink({ href, children, ...rest }: SiteLinkProps) {
  if (!isExternalUrl(href)) {
    return (
      <Link href={href} {...rest}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="sr-only">{chromeStrings.opensInNewTab}</span>
    </a>
  )
}
