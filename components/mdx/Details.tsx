import { Children, isValidElement, type ComponentPropsWithoutRef, type ReactNode } from 'react'

export interface DetailsProps extends Omit<ComponentPropsWithoutRef<'details'>, 'summary'> {
  /** The summary line, when it is not given as a `<summary>` child. */
  summary?: ReactNode
}

/** `<Details summary="…">` or `<Details><summary>…</summary>…</Details>`: a native disclosure. */
export function Details({ summary, children, className, ...props }: DetailsProps) {
  const nodes = Children.toArray(children)
  const summaryChild = nodes.find((node) => isValidElement(node) && node.type === 'summary')
  const body = nodes.filter((node) => node !== summaryChild)
  return (
    <details className={['details', className].filter(Boolean).join(' ')} {...props}>
      {summaryChild ?? <summary>{summary ?? 'Details'}</summary>}
      <div className="details-content">{body}</div>
    </details>
  )
}
