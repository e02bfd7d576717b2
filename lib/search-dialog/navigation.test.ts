import { missingResultsUrl, windowFeaturesFor } from './navigation'

it('opens a new tab or a popup window, cut from this page', () => {
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
