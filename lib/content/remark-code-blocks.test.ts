import type { Code } from 'mdast'
import { parseMarkdown } from './parse'
import { applyMagicComments, parseLineRanges, withHighlightedLines } from './remark-code-blocks'

describe('code blocks the Docusaurus way', () => {
  it('removes magic comments in every comment style and returns the lines they mark', () => {
    const code = ['// highlight-next-line', 'a', 'b', '# highlight-start', 'c', '<!-- highlight-end -->', 'd', '/* highlight-next-line */', 'e'].join('\n')
    expect(applyMagicComments(code)).toEqual({ code: 'a\nb\nc\nd\ne', highlighted: [1, 3, 5] })
  })

  it('merges highlighted lines into the meta string', () => {
    expect(parseLineRanges('1,3-5')).toEqual([1, 3, 4, 5])
    expect(withHighlightedLines('title="A.java" {1}', [3])).toBe('title="A.java" {1,3}')
    expect(withHighlightedLines(null, [2, 1])).toBe('{1,2}')
    expect(withHighlightedLines('showLineNumbers', [])).toBe('showLineNumbers')
  })

  it('turns <CodeBlock> with literal code into a fenced block with language, title and line numbers', () => {
    const tree = parseMarkdown('<CodeBlock language="java" title="A.java" showLineNumbers>\n{`class A {}`}\n</CodeBlock>\n')
    expect(tree.children[0]).toMatchObject({ type: 'code', lang: 'java', meta: 'title="A.java" showLineNumbers', value: 'class A {}' } satisfies Partial<Code>)
  })

  it('leaves a <CodeBlock> whose code is computed to the component', () => {
    const tree = parseMarkdown('<CodeBlock language="js">{code}</CodeBlock>\n')
    expect(tree.children[0]).toMatchObject({ type: 'mdxJsxFlowElement', name: 'CodeBlock' })
  })
})
