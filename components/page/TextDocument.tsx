/**
 * The page component of a text document (sitemap, robots.txt, feeds): never rendered, as its
 * getServerSideProps (lib/content/site-documents.ts) has already answered with the document.
 */
export function TextDocument(): null {
  return null
}
