import { dropdownVersion, parsePreferredVersion } from './versions'

const versions = [
  { name: '3.5.6', label: '3.5.6' },
  { name: '3.4.7', label: '3.4.7' },
]

describe('docs versions', () => {
  it('shows the version of the docs page being read', () => {
    const options = { currentName: '3.5.6', preferredName: '3.4.7', onDocsPage: true }
    expect(dropdownVersion(versions, options)?.label).toBe('3.5.6')
  })

  it('shows the preferred version elsewhere, else the current one', () => {
    expect(
      dropdownVersion(versions, { currentName: '3.5.6', preferredName: '3.4.7', onDocsPage: false })?.label,
    ).toBe('3.4.7')
    expect(
      dropdownVersion(versions, { currentName: '3.5.6', preferredName: null, onDocsPage: false })?.label,
    ).toBe('3.5.6')
  })

  it('trusts a stored preference only when the manifest lists it', () => {
    expect(parsePreferredVersion('3.4.7', versions)).toBe('3.4.7')
    expect(parsePreferredVersion('1.0.0', versions)).toBeNull()
    expect(parsePreferredVersion(null, versions)).toBeNull()
  })
})
