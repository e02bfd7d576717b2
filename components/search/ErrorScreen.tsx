import { ExclamationTriangleIcon } from '@heroicons/react/24/outline'
import { searchStrings } from '@/lib/search-dialog/strings'

/** Every search host failed (or the search is misconfigured). */
export function ErrorScreen() {
  return (
    <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
      <ExclamationTriangleIcon className="h-10 w-10 text-slate-500 dark:text-slate-400" aria-hidden="true" />
      <p className="text-lg font-semibold text-slate-900 dark:text-white">{searchStrings.errorTitle}</p>
      <p className="text-sm text-slate-600 dark:text-slate-300">{searchStrings.errorHelp}</p>
    </div>
  )
}
