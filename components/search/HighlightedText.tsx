import { memo } from 'react'
import type { HighlightedPart } from '@/lib/search-dialog/highlight'

/**
 * Text with the matched words in <mark>; parts are text nodes, never injected HTML. Memoised on
 * the parts: an unchanged title, path level or snippet (reuseUnchangedHits) is not rendered again.
 */
export const HighlightedText = memo(function HighlightedText({
  parts,
}: {
  parts: readonly HighlightedPart[]
}) {
  return parts.map((part, index) =>
    part.isHighlighted ? (
      <mark
        key={index}
        className="rounded-sm bg-transparent font-semibold text-inherit underline decoration-2"
      >
        {part.value}
      </mark>
    ) : (
      part.value
    ),
  )
})
