import { locateDoc, parseSegment, routeKey } from './paths'

describe('doc paths', () => {
  it('strips number prefixes from ids and routes, keeping case', () => {
    expect(locateDoc('server/10-Events.mdx')).toMatchObject({ id: 'server/Events', route: '/docs/server/Events', filePosition: 10 })
    expect(locateDoc('01-index.md')).toMatchObject({ id: 'index', route: '/docs/index', isCategoryIndex: false })
  })

  it('gives index.md, README.md and folder/folder.md the folder route', () => {
    expect(locateDoc('server/index.md')).toMatchObject({ id: 'server/index', route: '/docs/server/', isCategoryIndex: true })
    expect(locateDoc('03-guides/README.mdx').route).toBe('/docs/guides/')
    expect(locateDoc('guides/guides.md').route).toBe('/docs/guides/')
    expect(locateDoc('server/notifications/index.mdx').route).toBe('/docs/server/notifications/')
  })

  it('applies a front matter slug, absolute or relative to the folder', () => {
    expect(locateDoc('server/02-security.md', '/secure').route).toBe('/docs/secure')
    expect(locateDoc('server/02-security.md', 'secure').route).toBe('/docs/server/secure')
  })

  it('parses segments and normalises route keys', () => {
    expect(parseSegment('80-actuator-endpoints-overview')).toEqual({ name: 'actuator-endpoints-overview', position: 80 })
    expect(parseSegment('2025-notes')).toEqual({ name: 'notes', position: 2025 })
    expect(parseSegment('plain')).toEqual({ name: 'plain', position: undefined })
    expect(routeKey('/docs/server/#anchor')).toBe('/docs/server')
    expect(routeKey('/')).toBe('/')
    expect(routeKey('/docs/a?x=1#b')).toBe('/docs/a')
    expect(routeKey('/docs/a/#b?c')).toBe('/docs/a')
    expect(routeKey('/docs/a/?x')).toBe('/docs/a')
    expect(routeKey('/?x')).toBe('/')
    expect(routeKey('#top')).toBe('')
    expect(routeKey('/docs/a')).toBe('/docs/a')
  })
})
