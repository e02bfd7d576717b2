import { chromeStrings } from '@/lib/chrome/strings'

/** The first focusable element of every page: jumps past the navbar to the main content. */
export function SkipToContent() {
  return (
    <a
      href="#main-content"
      className="sr-only z-[100] rounded-md bg-brand-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {chromeStrings.skipToContent}
    </a>
  )
}
