import matter from 'gray-matter'
import { firstPageHeading } from './page-heading'

export interface RawFrontMatter {
  data: Record<string, unknown>
  body: string
  /** Lines taken by the front matter block, so body line numbers can be mapped to file lines. */
  bodyLineOffset: number
}

export function readFrontMatter(source: string): RawFrontMatter {
  // With options, gray-matter parses every time: without them it answers a text it has seen from
  // its cache, which it fills before parsing, so invalid front matter read twice passed the second time.
  const parsed = matter(source, {})
  const consumed = source.length - parsed.content.length
  const bodyLineOffset = source.slice(0, consumed).split('\n').length - 1
  return { data: parsed.data as Record<string, unknown>, body: parsed.content, bodyLineOffset }
}

/** The title of a document: front matter `title`, else its first `# Heading`. */
export function titleOf(data: Record<string, unknown>, body: string): string | undefined {
  if (typeof data.title === 'string' && data.title.trim()) return data.title.trim()
  return firstPageHeading(body)
}
