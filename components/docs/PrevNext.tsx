import Link from 'next/link'
import { routeKey } from '@/lib/content/paths'
import type { Neighbours } from '@/lib/content/sidebar'

export function PrevNext({ neighbours }: { neighbours: Neighbours }) {
  const { previous, next } = neighbours
  if (!previous && !next) return null
  const card =
    'flex flex-col rounded-card border border-slate-200 p-4 hover:border-brand-600 dark:border-slate-700 dark:hover:border-brand-300'
  return (
    <nav aria-label="Docs pages" className="mt-12 grid gap-4 sm:grid-cols-2">
      {previous ? (
        <Link href={routeKey(previous.href)} className={card} rel="prev">
          <span className="text-sm text-slate-600 dark:text-slate-300">Previous</span>
          <span className="font-semibold text-brand-800 dark:text-brand-300">« {previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link href={routeKey(next.href)} className={`${card} text-right`} rel="next">
          <span className="text-sm text-slate-600 dark:text-slate-300">Next</span>
          <span className="font-semibold text-brand-800 dark:text-brand-300">{next.label} »</span>
        </Link>
      ) : null}
    </nav>
  )
}
