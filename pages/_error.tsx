import type { NextPageContext } from 'next'
import { NotFoundContent } from '@/components/errors/NotFoundContent'
import { ReloadErrorPage } from '@/components/errors/ReloadErrorPage'
import { chromeStrings } from '@/lib/chrome/strings'

interface ErrorPageProps {
  statusCode: number
}

/**
 * What Next.js renders for an error outside the page's own error boundary (in the app shell, or
 * a status without its own page). Nothing of the crashed tree is left to re-render, so
 * 'Try again' reloads.
 */
export default function ErrorPage({ statusCode }: ErrorPageProps) {
  if (statusCode === 404) return <NotFoundContent />
  return (
    <ReloadErrorPage title={chromeStrings.crashTitle} action={chromeStrings.crashTryAgain} path="/_error" />
  )
}

ErrorPage.getInitialProps = ({ res, err }: NextPageContext): ErrorPageProps => ({
  statusCode: res?.statusCode ?? err?.statusCode ?? 500,
})
