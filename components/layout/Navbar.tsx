import Link from 'next/link'
import { useRouter } from 'next/router'
import { siteConfig } from '@/site.config'
import { ColorModeToggle } from './ColorModeToggle'

function isExternal(href: string) {
  return /^https?:/.test(href)
}

function isActive(pathname: string, href: string) {
  if (href.startsWith('/docs')) return pathname.startsWith('/docs')
  return pathname === href
}

export function Navbar() {
  const { asPath } = useRouter()
  const pathname = asPath.split(/[?#]/)[0] ?? '/'
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <nav aria-label="Main" className="mx-auto flex h-navbar max-w-7xl items-center gap-4 px-4">
        <Link href="/" className="flex items-center gap-2 font-bold text-slate-900 dark:text-white">
          {/* eslint-disable-next-line @next/next/no-img-element -- a 1 kB SVG; next/image would only add JavaScript */}
          <img src={`${siteConfig.basePath}/img/logo.svg`} alt="" width={32} height={32} />
          <span>{siteConfig.title}</span>
        </Link>
        <ul className="flex items-center gap-1">
          {siteConfig.navbar.links.map((link) => (
            <li key={link.label}>
              {isExternal(link.href) ? (
                <a
                  href={link.href}
                  className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  {link.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                <Link
                  href={link.href}
                  aria-current={isActive(pathname, link.href) ? 'page' : undefined}
                  className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:text-brand-800 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-[current=page]:text-brand-300"
                >
                  {link.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-2">
          <ColorModeToggle />
        </div>
      </nav>
    </header>
  )
}
