import { useRef } from 'react'
import { useContentEnhancements } from '@/hooks/useContentEnhancements'

/** Content rendered to HTML at build (or regeneration) time, made interactive after hydration. */
export function MdxContent({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null)
  useContentEnhancements(ref, html)
  return <div ref={ref} className="markdown" dangerouslySetInnerHTML={{ __html: html }} />
}
