import { locatePost, tagRoute } from './blog-paths'

describe('blog post locations', () => {
  it('takes date and name from a file, a folder or date folders', () => {
    expect(locatePost('2025-01-02-title.md')).toEqual({
      date: '2025-01-02',
      route: '/blog/2025/01/02/title',
      legacyRoute: '/blog/title',
      assetDir: '',
    })
    expect(locatePost('2025-01-02-title/index.mdx')).toMatchObject({ route: '/blog/2025/01/02/title', assetDir: '2025-01-02-title' })
    expect(locatePost('2025/01/02/title.md')).toMatchObject({ date: '2025-01-02', route: '/blog/2025/01/02/title' })
  })

  it('lets front matter set the slug and the date', () => {
    expect(locatePost('2025-01-02-title.md', { slug: '/custom' })).toMatchObject({ route: '/blog/custom', legacyRoute: '/blog/custom' })
    expect(locatePost('undated.md', { date: new Date('2024-05-06T00:00:00Z') })).toMatchObject({ date: '2024-05-06', route: '/blog/undated' })
    expect(locatePost('undated.md').date).toBeUndefined()
  })

  it('makes tag routes from labels', () => {
    expect(tagRoute('Release Notes')).toBe('/blog/tags/release-notes')
    expect(tagRoute('3.5')).toBe('/blog/tags/3.5')
  })
})
