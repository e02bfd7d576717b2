import { dropdownVersion, parsePreferredVersion } from './versions'

const versions = [
  { name: 'current', version: '3.5.6', href: '/3.5.6/docs' },
  { name: '3.4.7', version: '3.4.7', href: '/3.4.7/docs' },
]

describe('docs versions', () => {
  it('shows the version of the docs page being read', () => {
    const options = { currentName: 'current', preferredName: '3.4.7', onDocsPage: true }
    expect(dropdownVersion(versions, options)?.version).toBe('3.5.6')
  })

  it('shows the preferred version elsewhere, else the current one', () => {
    expect(
      dropdownVersion(versions, { currentName: 'current', preferredName: '3.4.7', onDocsPage: false })
        ?.version,
    ).toBe('3.4.7')
    expect(
      dropdownVersion(versions, { currentName: 'current', preferredName: null, onDocsPage: false })?.version,
    ).toBe('3.5.6')
  })

  it('trusts a stored preference only when the manifest lists it', () => {
    expect(parsePreferredVersion('3.4.7', versions)).toBe('3.4.7')
    expect(parsePreferredVersion('1.0.0', versions)).toBeNull()
    expect(parsePreferredVersion(null, versions)).toBeNull()
  })
})
