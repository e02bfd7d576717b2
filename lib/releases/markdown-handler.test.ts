import { markdownRouteOf } from './markdown-handler'

describe('the doc route a Markdown URL asks for', () => {
  it('takes `.md` off a doc path, and the docs landing as /docs', () => {
    expect(markdownRouteOf('/docs/server/security.md', { suffix: true })).toEqual({
      ok: true,
      route: '/docs/server/security',
    })
    expect(markdownRouteOf('/docs.md', { suffix: true })).toEqual({ ok: true, route: '/docs' })
    expect(markdownRouteOf('/docs/server/security', { suffix: false })).toEqual({
      ok: true,
      route: '/docs/server/security',
    })
    expect(markdownRouteOf('/docs/server/', { suffix: false })).toEqual({ ok: true, route: '/docs/server' })
  })

  it('decodes the path once', () => {
    expect(markdownRouteOf('/docs/a%20b.md', { suffix: true })).toEqual({ ok: true, route: '/docs/a b' })
  })

  it('refuses what is no doc page with 4xx and a message', () => {
    expect(markdownRouteOf('/faq.md', { suffix: true })).toMatchObject({ ok: false, status: 404 })
    expect(markdownRouteOf('/docs/server/security', { suffix: true })).toMatchObject({
      ok: false,
      status: 404,
    })
    expect(markdownRouteOf('/docs/%E0%A4%A.md', { suffix: true })).toMatchObject({ ok: false, status: 400 })
    expect(markdownRouteOf('/docs/%2e%2e/secret.md', { suffix: true })).toMatchObject({
      ok: false,
      status: 400,
    })
    expect(markdownRouteOf('/docs/a%00b.md', { suffix: true })).toMatchObject({ ok: false, status: 400 })
    expect(markdownRouteOf(`/docs/${'a'.repeat(2000)}.md`, { suffix: true })).toMatchObject({
      ok: false,
      status: 414,
    })
  })
})
