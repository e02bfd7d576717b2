/** One heading of a page as Docusaurus exports it (`toc`): its text, anchor and level. */
export interface TocHeading {
  value: string
  id: string
  level: number
}

export interface TOCInlineProps {
  toc: readonly TocHeading[]
  minHeadingLevel?: number
  maxHeadingLevel?: number
  className?: string
}

interface TocNode {
  heading: TocHeading
  children: TocNode[]
}

/** The headings in range, each under the nearest higher-level heading before it. */
function nest(headings: readonly TocHeading[]): TocNode[] {
  const roots: TocNode[] = []
  const stack: TocNode[] = []
  for (const heading of headings) {
    const node = { heading, children: [] }
    while (stack.length > 0 && (stack[stack.length - 1] as TocNode).heading.level >= heading.level)
      stack.pop()
    const parent = stack[stack.length - 1]
    if (parent) parent.children.push(node)
    else roots.push(node)
    stack.push(node)
  }
  return roots
}

function TocList({ nodes }: { nodes: TocNode[] }) {
  return (
    <ul>
      {nodes.map(({ heading, children }) => (
        <li key={heading.id}>
          <a href={`#${heading.id}`}>{heading.value}</a>
          {children.length > 0 ? <TocList nodes={children} /> : null}
        </li>
      ))}
    </ul>
  )
}

/**
 * Docusaurus's `<TOCInline toc={toc} />` (`@theme/TOCInline`): the page's headings as a list of links
 * in the page itself; h2 and h3 by default, as Docusaurus's theme has it.
 */
export function TOCInline({ toc, minHeadingLevel = 2, maxHeadingLevel = 3, className }: TOCInlineProps) {
  const inRange = toc.filter(
    (heading) => heading.level >= minHeadingLevel && heading.level <= maxHeadingLevel,
  )
  if (inRange.length === 0) return null
  return (
    <div className={['toc-inline', className].filter(Boolean).join(' ')}>
      <TocList nodes={nest(inRange)} />
    </div>
  )
}
