import { isExternalUrl, isModifiedClick, toRouterPath, withBasePath } from './site-links'

const plainClick = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false }

it('tells external URLs from site paths', () => {
  const external = ['https://example.org', 'mailto:a@example.org', '//example.org/x']
  const sitePaths = ['/docs/index', 'docs/index', '#anchor', '']
  expect(external.every(isExternalUrl)).toBe(true)
  expect(sitePaths.some(isExternalUrl)).toBe(false)
})

it('puts site paths under the base path and leaves URLs and anchors alone', () => {
  const hrefs = ['/docs/index', 'docs/index', '/', 'https://example.org/x', '#top']
  expect(hrefs.map(withBasePath)).toEqual([
    '/3.5.6/docs/index',
    '/3.5.6/docs/index',
    '/3.5.6/',
    hrefs[3],
    '#top',
  ])
})

it('leaves modified and non-primary clicks to the browser', () => {
  expect(isModifiedClick(plainClick)).toBe(false)
  const modified = [{ button: 1 }, { ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }]
  expect(modified.every((change) => isModifiedClick({ ...plainClick, ...change }))).toBe(true)
})

it('gives next/router the path below the base path, with query and anchor, and null outside it', () => {
  const inside = [
    '/3.5.6/docs/server/security#csrf',
    '/3.5.6/docs/index?tab=1',
    '/3.5.6',
    '/3.5.6#top',
    '/3.5.6?x=1',
  ]
  const routed = ['/docs/server/security#csrf', '/docs/index?tab=1', '/', '/#top', '/?x=1']
  expect(inside.map((url) => toRouterPath(url))).toEqual(routed)
  const outside = [
    '/3.4.7/docs/index',
    '/3.5.60/docs',
    'https://example.org/3.5.6/docs',
    '//example.org/3.5.6/docs',
  ]
  expect(outside.map((url) => toRouterPath(url))).toEqual([null, null, null, null])
})
