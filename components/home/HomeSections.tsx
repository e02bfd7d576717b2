import Link from 'next/link'
import { homeContent } from '@/lib/content/home'

const { sectionsTitle, sections } = homeContent

/** Cards leading to the main parts of the documentation. */
export function HomeSections() {
  return (
    <section aria-labelledby="sections-title" className="mx-auto max-w-6xl px-6 pb-16">
      <h2 id="sections-title" className="text-2xl font-bold text-slate-900 dark:text-white">
        {sectionsTitle}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {sections.map((section) => (
          <li key={section.href}>
            <Link
              href={section.href}
              className="flex h-full flex-col rounded-card border border-slate-200 p-5 hover:border-brand-700 dark:border-slate-700 dark:hover:border-brand-300"
            >
              <span className="font-semibold text-slate-900 dark:text-white">{section.title}</span>
              <span className="mt-1 text-sm text-slate-700 dark:text-slate-300">{section.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
