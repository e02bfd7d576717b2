import { trackingRefusedBy, typingToken } from './tracking-consent'

describe('trackingRefusedBy', () => {
  it('refuses tracking with Do Not Track or Global Privacy Control, and only then', () => {
    expect(trackingRefusedBy({ doNotTrack: '1' })).toBe(true)
    expect(trackingRefusedBy({ globalPrivacyControl: true })).toBe(true)
    expect(trackingRefusedBy({ doNotTrack: '0', globalPrivacyControl: false })).toBe(false)
    expect(trackingRefusedBy({ doNotTrack: null })).toBe(false)
    expect(trackingRefusedBy(undefined)).toBe(false)
  })
})

describe('typingToken', () => {
  it('is a fresh token of characters a user token may have', () => {
    const token = typingToken()
    expect(token).toMatch(/^typing-[a-z0-9]{16}$/)
    expect(typingToken()).not.toBe(token)
  })
})
