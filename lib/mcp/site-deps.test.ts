import { docRouteOf } from './site-deps'

const route = (value: string) => docRouteOf(value, '/3.5.6', 'https://docs.example.org')

describe('the doc a get_page argument names', () => {
  it('accepts the URLs search_docs answers, paths and Markdown URLs', () => {
    expect(route('https://docs.example.org/3.5.6/docs/server/security#csrf')).toBe('/docs/server/security')
    expect(route('http://127.0.0.1:3000/3.5.6/docs/server')).toBe('/docs/server')
    expect(route('/3.5.6/docs/server/security.md')).toBe('/docs/server/security')
    expect(route('/docs/server/security?x=1')).toBe('/docs/server/security')
    expect(route('docs/client/')).toBe('/docs/client')
    expect(route('/3.5.6/docs')).toBe('/docs')
  })

  it('refuses other sites, other pages and what is no URL', () => {
    expect(route('https://elsewhere.example/3.5.6/docs/server')).toBeUndefined()
    expect(route('/3.5.6/faq')).toBeUndefined()
    expect(route('javascript:alert(1)')).toBeUndefined()
    expect(route('http://[bad')).toBeUndefined()
  })
})
