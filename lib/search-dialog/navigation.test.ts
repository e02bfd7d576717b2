import { missingResultsUrl, openModeOf, windowFeaturesFor } from './navigation'

const none = { ctrlKey: false, metaKey: false, shiftKey: false, altKey: false }

it('Enter opens in place, Ctrl/Cmd+Enter in a new tab, Shift+Enter in a new window', () => {
  expect(openModeOf(none)).toBe('sameTab')
  expect(openModeOf({ ...none, ctrlKey: true })).toBe('newTab')
  expect(openModeOf({ ...none, metaKey: true })).toBe('newTab')
  expect(openModeOf({ ...none, shiftKey: true })).toBe('newWindow')
  expect(windowFeaturesFor('newTab')).not.toContain('popup')
  expect(windowFeaturesFor('newWindow')).toContain('popup')
  expect(windowFeaturesFor('newTab')).toContain('noopener')
})

it('prefills a new issue with the query', () => {
  const url = new URL(missingResultsUrl('foo & <bar>'))
  expect(`${url.origin}${url.pathname}`).toBe('https://github.com/codecentric/spring-boot-admin/issues/new')
  expect(url.searchParams.get('title')).toBe('Missing search results for "foo & <bar>"')
  expect(url.searchParams.get('body')).toContain('`foo & <bar>`')
})
