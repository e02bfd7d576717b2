import { docsSidebarOf, pagePath } from './docs-sidebar'

describe('docsSidebarOf', () => {
  it('takes the sidebar of a doc page', () => {
    const sidebar = [{ type: 'doc', label: 'Overview', href: '/docs/index' }]
    expect(docsSidebarOf({ kind: 'doc', sidebar, route: '/docs/index' })).toEqual({
      items: sidebar,
      activeRoute: '/docs/index',
    })
  })

  it('finds none on other pages', () => {
    expect(docsSidebarOf({ kind: 'page', route: '/faq' })).toBeUndefined()
    expect(docsSidebarOf(undefined)).toBeUndefined()
    expect(docsSidebarOf({ kind: 'doc', sidebar: 'x', route: '/docs' })).toBeUndefined()
  })
})

describe('pagePath', () => {
  it('drops query and hash', () => {
    expect(pagePath('/docs/server?x=1#top')).toBe('/docs/server')
    expect(pagePath('#top')).toBe('/')
  })
})
