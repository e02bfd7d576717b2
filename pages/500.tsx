import { ReloadErrorPage } from '@/components/errors/ReloadErrorPage'
import { chromeStrings } from '@/lib/chrome/strings'

/** A page the server failed to produce (statically generated, so it never fails itself). */
export default function ServerErrorPage() {
  return (
    <ReloadErrorPage title={chromeStrings.loadFailedTitle} action={chromeStrings.loadFailedRetry} path="/500">
      <p className="mt-4 text-slate-700 dark:text-slate-300">{chromeStrings.loadFailedText}</p>
    </ReloadErrorPage>
  )
}
