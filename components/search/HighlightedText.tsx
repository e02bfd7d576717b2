import type { HighlightedPart } from '@/lib/search-dialog/highlight'

/** Text with the matched words in <mark>; parts are text nodes, never injected HTML. */
export function HighlightedText({ parts }: { parts: readonly HighlightedPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.isHighlighted ? (
          <mark
            key={index}
            className="rounded-sm bg-transparent font-semibold text-inherit underline decoration-2"
          >
            {part.value}
          </mark>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </>
  )
}
