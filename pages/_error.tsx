import type { NextPageContext } from 'next'
import { ErrorPageContent } from '@/components/errors/ErrorPageContent'
import { NotFoundContent } from '@/components/errors/NotFoundContent'
import { PageHead } from '@/components/layout/PageHead'
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
    <>
      <PageHead title={chromeStrings.crashTitle} path="/_error" />
      <ErrorPageContent
        title={chromeStrings.crashTitle}
        action={chromeStrings.crashTryAgain}
        onAction={() => window.location.reload()}
      />
    </>
  )
}

ErrorPage.getInitialProps = ({ res, err }: NextPageContext): ErrorPageProps => ({
  statusCode: res?.statusCode ?? err?.statusCode ?? 500,
})
