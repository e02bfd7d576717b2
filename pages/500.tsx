import { ErrorPageContent } from '@/components/errors/ErrorPageContent'
import { PageHead } from '@/components/layout/PageHead'
import { chromeStrings } from '@/lib/chrome/strings'

/** A page the server failed to produce (statically generated, so it never fails itself). */
export default function ServerErrorPage() {
  return (
    <>
      <PageHead title={chromeStrings.loadFailedTitle} path="/500" />
      <ErrorPageContent
        title={chromeStrings.loadFailedTitle}
        action={chromeStrings.loadFailedRetry}
        onAction={() => window.location.reload()}
      >
        <p className="mt-4 text-slate-700 dark:text-slate-300">{chromeStrings.loadFailedText}</p>
      </ErrorPageContent>
    </>
  )
}
