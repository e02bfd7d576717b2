import { docPagesOf, failingDocFiles, placeholderPage, problemLocation, problemsIn } from './docs-tree-trial'

describe('the docs tree trial', () => {
  it('counts Markdown and MDX files as pages, less partials and other files', () => {
    expect(
      docPagesOf(['b.md', 'a/index.mdx', '_partial.mdx', '_shared/x.md', 'a/_category_.json', 'img.png', 'styles.module.css']),
    ).toEqual(['a/index.mdx', 'b.md'])
  })

  it('reads each finding of the check and the publish once, with file, line and a message over several lines', () => {
    const output = [
      'content: store: the release directory /tmp/x',
      'error: content/docs/a.md:12: image /img/x.png not found',
      'warning: content/docs/b.md:3: broken link ./c.md',
      'error: content/docs/c.mdx: cannot parse markdown: Unexpected character',
      '  at line 4',
      'error: content/docs/a.md:12: image /img/x.png not found',
      'content: not published (3 errors); the current release is unchanged',
      'content:publish failed: content/docs/d.md: the page does not render: siteConfig is not defined',
    ].join('\n')
    const problems = problemsIn(output)
    expect(problems.map(problemLocation)).toEqual([
      'content/docs/a.md:12',
      'content/docs/b.md:3',
      'content/docs/c.mdx',
      'content/docs/d.md',
    ])
    expect(problems[2]?.message).toBe('cannot parse markdown: Unexpected character\n  at line 4')
    expect(failingDocFiles(problems)).toEqual(['content/docs/a.md', 'content/docs/c.mdx', 'content/docs/d.md'])
  })

  it('keeps the front matter and the headings of a page that did not build, not its body or code', () => {
    const source = '---\nid: cli\ntitle: CLI\n---\n\nimport X from "y"\n\n## Watch {#watch}\n\n<X />\n\n```sh\n# not a heading\n```\n\n### Cache\n'
    expect(placeholderPage(source)).toBe(
      '---\nid: cli\ntitle: CLI\n---\n\nThis page did not build in the trial.\n\n## Watch {#watch}\n\n### Cache\n',
    )
  })
})
