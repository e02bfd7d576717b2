import { preprocessDocusaurusSyntax } from './docusaurus-syntax'
import { parseMarkdown } from './parse'
import { tocFromTree } from './toc'

describe('Docusaurus syntax before MDX parsing', () => {
  it('keeps heading ids as text, turns space titles into labels and HTML comments into MDX comments', () => {
    const source = [
      '## Custom {#custom-id}',
      ':::tip My [title]',
      'Text <!-- note --> and `<!-- code -->`',
      '<!-- one',
      'two */ three -->',
      ':::',
    ].join('\n')
    expect(preprocessDocusaurusSyntax(source).split('\n')).toEqual([
      '## Custom \\{#custom-id\\}',
      ':::tip[My \\[title\\]]',
      'Text {/* note */} and `<!-- code -->`',
      '{/* one',
      'two * / three */}',
      ':::',
    ])
  })

  it('keeps every line where it was and leaves front matter and fenced code alone', () => {
    const source = '---\n# comment {#x}\n---\n\n```md\n## In code {#kept}\n<!-- kept -->\n```\n## After {#after}\n'
    const result = preprocessDocusaurusSyntax(source)
    expect(result.split('\n')).toHaveLength(source.split('\n').length)
    expect(result).toContain('# comment {#x}')
    expect(result).toContain('## In code {#kept}\n<!-- kept -->')
    expect(result).toContain('## After \\{#after\\}')
  })

  it('gives headings their explicit id, in the table of contents too, and parses nested admonitions', () => {
    const tree = parseMarkdown('## One {#first}\n\n## One\n\n::::info Outer\n:::tip\nInner\n:::\n::::\n')
    expect(tocFromTree(tree, { minHeadingLevel: 2, maxHeadingLevel: 3 })).toEqual([
      { depth: 2, text: 'One', id: 'first' },
      { depth: 2, text: 'One', id: 'one' },
    ])
    const outer = tree.children[2] as unknown as { data: { hProperties: { className: string[] } }; children: Array<{ children: unknown[] }> }
    expect(outer.data.hProperties.className).toEqual(['admonition', 'admonition-info'])
    const inner = outer.children[1]?.children[0] as { data: { hProperties: { className: string[] } } }
    expect(inner.data.hProperties.className).toEqual(['admonition', 'admonition-tip'])
  })
})
