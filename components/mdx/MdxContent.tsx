import { useRef } from 'react'
import { useContentEnhancements } from '@/hooks/useContentEnhancements'
import { PAGE_HTML_ATTRIBUTE } from '@/lib/content/page-html'

/** Content rendered to HTML at build (or regeneration) time, made interactive after hydration. */
export function MdxContent({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null)
  useContentEnhancements(ref, html)
  // The attribute marks the HTML that hydration takes back from the markup (lib/content/page-html.ts).
  const marker = { [PAGE_HTML_ATTRIBUTE]: '' }
  return <div ref={ref} className="markdown" {...marker} dangerouslySetInnerHTML={{ __html: html }} />
}
