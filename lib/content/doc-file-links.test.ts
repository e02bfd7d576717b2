import { docFileLink, docRouteOfFile, withoutPathnameProtocol, withRoute } from './doc-file-links'

const present = new Set(['docs/CLI.md', 'docs/api/plugins/plugin-pwa.md', 'docs/guides/index.mdx', 'docs/a b.md'])
const exists = (path: string) => present.has(path)

describe('links to docs files', () => {
  it('takes the path relative to the linking file, then relative to the docs folder', () => {
    expect(docFileLink('../plugins/plugin-pwa.md#options', 'docs/api/misc/x.md', exists)).toEqual({
      path: 'docs/api/plugins/plugin-pwa.md',
      anchor: 'options',
    })
    expect(docFileLink('CLI.md', 'docs/guides/index.mdx', exists)).toEqual({ path: 'docs/CLI.md', anchor: undefined })
    expect(docFileLink('/guides/index.mdx#start', 'docs/api/x.md', exists)).toEqual({
      path: 'docs/guides/index.mdx',
      anchor: 'start',
    })
    expect(docFileLink('./a%20b.md', 'docs/x.md', exists)?.path).toBe('docs/a b.md')
  })

  it('leaves URLs, routes, files that are not there and paths outside the docs alone', () => {
    expect(docFileLink('https://example.org/a.md', 'docs/x.md', exists)).toBeUndefined()
    expect(docFileLink('/docs/cli', 'docs/x.md', exists)).toBeUndefined()
    expect(docFileLink('./gone.md', 'docs/x.md', exists)).toBeUndefined()
    expect(docFileLink('../../CLI.md', 'docs/x.md', exists)).toBeUndefined()
  })

  it("goes to the linked doc's route: its id, slug, number prefixes and index name count", () => {
    expect(docRouteOfFile('docs/CLI.md', '---\nid: cli\n---\n')).toBe('/docs/cli')
    expect(docRouteOfFile('docs/10-guides/20-setup.md', '---\ntitle: Setup\n---\n')).toBe('/docs/guides/setup')
    expect(docRouteOfFile('docs/10-guides/20-setup.md', '---\nslug: /get-going\n---\n')).toBe('/docs/get-going')
    expect(docRouteOfFile('docs/guides/index.mdx', '# Guides\n')).toBe('/docs/guides/')
    expect(withRoute('/docs/cli', '--watch')).toBe('/docs/cli#--watch')
  })

  it('takes a pathname:// link as the site path it names', () => {
    expect(withoutPathnameProtocol('pathname:///img/banner.png')).toBe('/img/banner.png')
    expect(withoutPathnameProtocol('/docs/cli')).toBe('/docs/cli')
  })
})
