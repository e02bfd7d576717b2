import { chromeStrings } from '@/lib/chrome/strings'

export interface DraftPreview {
  /** Leaves draft mode and comes back to the published page (an API route, so a plain link). */
  exitHref: string
}

/** Shown above everything while a writer looks at their unsaved draft on the site (draft mode). */
export function DraftPreviewBanner({ exitHref }: DraftPreview) {
  return (
    <div
      role="region"
      aria-label={chromeStrings.draftPreview}
      className="flex items-center justify-center gap-3 bg-amber-300 px-4 py-2 text-center text-sm font-semibold text-slate-950"
    >
      <span>{chromeStrings.draftPreview}</span>
      <a href={exitHref} className="rounded-md underline underline-offset-2 hover:no-underline">
        {chromeStrings.exitDraftPreview}
      </a>
    </div>
  )
}
