/** The components MDX content may use (rendered by components/mdx/mdxComponents). */
export const MDX_COMPONENT_NAMES = ['PropertyTable', 'DocCardList', 'OperatorDetails'] as const
