import { isModifiedClick, missingResultsUrl, toRouterPath, windowFeaturesFor } from './navigation'

const none = { ctrlKey: false, metaKey: false, shiftKey: false, altKey: false }

it('opens a new tab or a popup window, cut from this page', () => {
  expect(windowFeaturesFor('newTab')).not.toContain('popup')
  expect(windowFeaturesFor('newWindow')).toContain('popup')
  expect(windowFeaturesFor('newTab')).toContain('noopener')
})

it('leaves modified and non-primary clicks to the browser', () => {
  expect(isModifiedClick({ ...none, button: 0 })).toBe(false)
  expect(isModifiedClick({ ...none, button: 1 })).toBe(true)
  for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey']) {
    expect(isModifiedClick({ ...none, [modifier]: true, button: 0 })).toBe(true)
  }
})

describe('toRouterPath', () => {
  it('strips the base path (next/router adds it) and keeps the anchor', () => {
    expect(toRouterPath('/3.5.6/docs/server/security#csrf')).toBe('/docs/server/security#csrf')
    expect(toRouterPath('/3.5.6')).toBe('/')
    expect(toRouterPath('/3.5.6#top')).toBe('/#top')
  })

  it('returns null outside the base path', () => {
    expect(toRouterPath('/3.4.7/docs/index')).toBeNull()
    expect(toRouterPath('/3.5.60/docs')).toBeNull()
    expect(toRouterPath('https://example.org/3.5.6/docs')).toBeNull()
    expect(toRouterPath('//example.org/3.5.6/docs')).toBeNull()
  })
})

it('prefills a new issue with the query', () => {
  const url = new URL(missingResultsUrl('foo & <bar>'))
  expect(`${url.origin}${url.pathname}`).toBe('https://github.com/codecentric/spring-boot-admin/issues/new')
  expect(url.searchParams.get('title')).toBe('Missing search results for "foo & <bar>"')
  expect(url.searchParams.get('body')).toContain('`foo & <bar>`')
})
