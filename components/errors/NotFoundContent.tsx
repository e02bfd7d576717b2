import Link from 'next/link'
import { PageHead } from '@/components/common/PageHead'

export function NotFoundContent() {
  return (
    <main className="mx-auto max-w-2xl px-6 py-24 text-center">
      <PageHead title="Page Not Found" path="/404" />
      <h1 className="text-4xl font-bold text-slate-900 dark:text-white">Page Not Found</h1>
      <p className="mt-4 text-slate-700 dark:text-slate-300">
        We could not find what you were looking for. The page may have moved in this version of the docs.
      </p>
      <p className="mt-6">
        <Link href="/docs/index" className="font-semibold text-brand-800 underline dark:text-brand-300">
          Go to the documentation overview
        </Link>
      </p>
    </main>
  )
}
