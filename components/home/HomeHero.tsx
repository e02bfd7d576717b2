import Link from 'next/link'
import { homeContent } from '@/lib/content/home'
import { siteConfig } from '@/site.config'

const { primaryAction, secondaryAction } = homeContent
const actions = [
  {
    ...primaryAction,
    className:
      'rounded-lg bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-900 dark:bg-brand-300 dark:text-slate-950 dark:hover:bg-brand-200',
  },
  {
    ...secondaryAction,
    className:
      'rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:border-brand-700 dark:border-slate-600 dark:text-slate-100',
  },
]

/** The home page's banner: the site's name and version, its tagline and the two ways in. */
export function HomeHero() {
  return (
    <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white px-6 py-16 text-center dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
      <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
        {siteConfig.title} <span className="text-brand-800 dark:text-brand-300">{siteConfig.version}</span>
      </h1>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700 dark:text-slate-300">
        {siteConfig.tagline}.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {actions.map(({ label, href, className }) => (
          <Link key={href} href={href} className={className}>
            {label}
          </Link>
        ))}
      </div>
    </section>
  )
}
