import type { ReactNode } from 'react'

export interface CodeBlockProps {
  language?: string
  title?: string
  showLineNumbers?: boolean
  children?: ReactNode
}

/**
 * `<CodeBlock>` with literal code is turned into a highlighted fenced block when the content is
 * compiled (lib/content/remark-code-blocks.ts). This renders the rest, code computed by an
 * expression, as a plain block.
 */
export function CodeBlock({ language, title, children }: CodeBlockProps) {
  return (
    <figure className="code-block-plain">
      {title ? <figcaption className="code-block-title">{title}</figcaption> : null}
      <pre>
        <code className={language ? `language-${language}` : undefined}>{children}</code>
      </pre>
    </figure>
  )
}
