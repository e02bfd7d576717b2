import { siteConfig } from '@/site.config'
import { SiteLink } from '@/components/common/SiteLink'

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-7xl gap-8 px-6 py-10 sm:grid-cols-3">
        {siteConfig.footer.groups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="mb-3 text-sm font-semibold tracking-wide text-slate-900 uppercase dark:text-slate-100">
              {group.title}
            </h2>
            <ul className="space-y-2">
              {group.items.map((item) => (
                <li key={item.label}>
                  <SiteLink
                    href={item.href}
                    className="text-slate-700 hover:text-brand-800 hover:underline dark:text-slate-300 dark:hover:text-brand-300"
                  >
                    {item.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="pb-8 text-center text-sm text-slate-600 dark:text-slate-300">
        Copyright © {siteConfig.metadata.copyrightYear} {siteConfig.metadata.copyrightHolder}. Built with
        Next.js.
      </p>
    </footer>
  )
}
