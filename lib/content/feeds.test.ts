import { buildAtom, buildRss, buildSitemap, escapeXml } from './feeds'

const site = { title: 'Blog', description: 'News & notes', siteUrl: 'https://x.test/3.5.6', copyright: '© 2025' }
const posts = [
  { title: 'Release <3.5.6>', route: '/blog/three', date: '2025-11-03', description: 'Fixes & upgrades', authors: ['Ana'] },
  { title: 'Release 3.5.5', route: '/blog/two', date: '2025-09-15', description: null, authors: [] },
]

function parseXml(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml')
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0)
  return document
}

describe('feeds', () => {
  it('builds an RSS feed that parses and lists every post, escaped', () => {
    const document = parseXml(buildRss(site, posts))
    const items = Array.from(document.getElementsByTagName('item'))
    expect(items.map((item) => item.getElementsByTagName('title')[0]?.textContent)).toEqual(['Release <3.5.6>', 'Release 3.5.5'])
    expect(items[0]?.getElementsByTagName('link')[0]?.textContent).toBe('https://x.test/3.5.6/blog/three')
  })

  it('builds an Atom feed that parses and lists every post', () => {
    const document = parseXml(buildAtom(site, posts))
    expect(document.getElementsByTagName('entry')).toHaveLength(2)
    expect(document.getElementsByTagName('updated')[0]?.textContent).toBe('2025-11-03T00:00:00.000Z')
  })

  it('builds a sitemap and escapes XML', () => {
    const document = parseXml(buildSitemap('https://x.test/3.5.6', ['/', '/docs?a=1&b=2']))
    expect(document.getElementsByTagName('loc')[1]?.textContent).toBe('https://x.test/3.5.6/docs?a=1&b=2')
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;')
  })
})
