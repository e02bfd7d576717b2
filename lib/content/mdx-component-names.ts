/**
 * The components MDX content may use without an import (rendered by components/mdx/mdxComponents).
 * A component of your own: add it there and its name here (see content/README.md).
 */
export const MDX_COMPONENT_NAMES = [
  'PropertyTable',
  'DocCardList',
  'OperatorDetails',
  'Tabs',
  'TabItem',
  'Admonition',
  'CodeBlock',
  'Details',
  'Link',
  'TOCInline',
] as const
