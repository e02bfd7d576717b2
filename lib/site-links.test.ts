import { isExternalUrl, isModifiedClick, toRouterPath, withBasePath } from './site-links'

const plainClick = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false }

it('tells external URLs from site paths', () => {
  for (const url of ['https://example.org', 'mailto:a@example.org', '//example.org/x']) {
    expect(isExternalUrl(url)).toBe(true)
  }
  for (const path of ['/docs/index', 'docs/index', '#anchor', '']) expect(isExternalUrl(path)).toBe(false)
})

it('puts site paths under the base path and leaves URLs and anchors alone', () => {
  expect(withBasePath('/docs/index')).toBe('/3.5.6/docs/index')
  expect(withBasePath('docs/index')).toBe('/3.5.6/docs/index')
  expect(withBasePath('/')).toBe('/3.5.6/')
  expect(withBasePath('https://example.org/x')).toBe('https://example.org/x')
  expect(withBasePath('#top')).toBe('#top')
})

it('leaves modified and non-primary clicks to the browser', () => {
  expect(isModifiedClick(plainClick)).toBe(false)
  expect(isModifiedClick({ ...plainClick, button: 1 })).toBe(true)
  for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey']) {
    expect(isModifiedClick({ ...plainClick, [modifier]: true })).toBe(true)
  }
})

describe('toRouterPath', () => {
  it('strips the base path (next/router adds it) and keeps query and anchor', () => {
    expect(toRouterPath('/3.5.6/docs/server/security#csrf')).toBe('/docs/server/security#csrf')
    expect(toRouterPath('/3.5.6/docs/index?tab=1')).toBe('/docs/index?tab=1')
    expect(toRouterPath('/3.5.6')).toBe('/')
    expect(toRouterPath('/3.5.6#top')).toBe('/#top')
    expect(toRouterPath('/3.5.6?x=1')).toBe('/?x=1')
  })

  it('returns null outside the base path', () => {
    expect(toRouterPath('/3.4.7/docs/index')).toBeNull()
    expect(toRouterPath('/3.5.60/docs')).toBeNull()
    expect(toRouterPath('https://example.org/3.5.6/docs')).toBeNull()
    expect(toRouterPath('//example.org/3.5.6/docs')).toBeNull()
  })
})
