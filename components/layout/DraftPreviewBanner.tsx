import { draftPreviewStrings } from '@/lib/authoring/strings'

export interface DraftPreview {
  /** Leaves draft mode and comes back to the published page (an API route, so a plain link). */
  exitHref: string
}

/** Shown above everything while a writer looks at their unsaved draft on the site (draft mode). */
export function DraftPreviewBanner({ exitHref }: DraftPreview) {
  return (
    <div
      role="region"
      aria-label={draftPreviewStrings.banner}
      className="flex items-center justify-center gap-3 px-4 py-2 text-center text-sm font-semibold"
      // Its colours inline: a class the site uses nowhere else would grow every reader's stylesheet.
      style={{ background: '#fcd34d', color: '#020617' }}
    >
      <span>{draftPreviewStrings.banner}</span>
      <a
        href={exitHref}
        className="rounded-md underline underline-offset-2 hover:no-underline"
        style={{ color: '#020617' }}
      >
        {draftPreviewStrings.exit}
      </a>
    </div>
  )
}
