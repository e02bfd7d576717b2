import Link from 'next/link'
import { cn } from '@/lib/cn'
import { siteConfig } from '@/site.config'

/** Logo and title, linking home. On narrow screens the title is left to screen readers. */
export function SiteLogo({ className }: { className?: string }) {
  return (
    <Link
      href="/"
      className={cn('flex min-w-0 items-center gap-2 font-bold text-slate-900 dark:text-white', className)}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- a 1 kB SVG; next/image would only add JavaScript */}
      <img src={`${siteConfig.basePath}/img/logo.svg`} alt="" width={32} height={32} />
      <span className="truncate max-sm:sr-only">{siteConfig.title}</span>
    </Link>
  )
}
