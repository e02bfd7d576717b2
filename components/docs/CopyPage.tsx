import { ClipboardDocumentIcon } from '@heroicons/react/20/solid'
import { useEffect, useRef, useState } from 'react'
import { copyButtonStrings, copyFetchedText } from '@/lib/chrome/clipboard'
import { withBasePath } from '@/lib/site-links'
import { siteConfig } from '@/site.config'

type Status = 'idle' | 'copying' | 'copied' | 'failed'

/**
 * "Copy page": copies the page as Markdown (its `<route>.md`, lib/content/page-markdown.ts) for
 * pasting into an AI assistant or an issue; the status is announced (role="status") and shown for
 * a moment, as the other copy buttons do. The link beside it opens the same Markdown, also without
 * JavaScript.
 */
export function CopyPage({ route }: { route: string }) {
  const [status, setStatus] = useState<Status>('idle')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const markdownUrl = `${withBasePath(route)}.md`
  const copy = async () => {
    clearTimeout(timer.current)
    setStatus('copying')
    setStatus((await copyFetchedText(markdownUrl)) ? 'copied' : 'failed')
    timer.current = setTimeout(() => setStatus('idle'), siteConfig.copyFeedbackMs)
  }
  return (
    <div className="flex shrink-0 items-center gap-3 text-sm" data-copy-page="">
      <span role="status" className="text-slate-600 dark:text-slate-300">
        {status === 'copied' ? copyButtonStrings.copied : status === 'failed' ? copyButtonStrings.failed : ''}
      </span>
      <button
        type="button"
        onClick={() => void copy()}
        className="inline-flex items-center gap-1 rounded-md border border-slate-300 px-2 py-1 font-medium text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <ClipboardDocumentIcon className="h-4 w-4" aria-hidden="true" />
        Copy page
      </button>
      <a
        href={markdownUrl}
        className="text-brand-800 hover:underline dark:text-brand-300"
        type="text/markdown"
      >
        Markdown<span className="sr-only"> version of this page</span>
      </a>
    </div>
  )
}
