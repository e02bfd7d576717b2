import GithubSlugger from 'github-slugger'

/**
 * Heading anchors exactly as rehype-slug makes them (it uses github-slugger too): one slugger
 * per document, so repeated headings get `-1`, `-2` suffixes in document order.
 */
export function createHeadingSlugger(): (text: string) => string {
  const slugger = new GithubSlugger()
  return (text: string) => slugger.slug(text)
}
