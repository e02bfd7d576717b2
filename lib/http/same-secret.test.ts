/** @jest-environment node */
import { sameSecret } from './same-secret'

describe('sameSecret', () => {
  it('accepts only the same value, also against a wrong value of the same length', () => {
    expect(sameSecret('s3cret-value', 's3cret-value')).toBe(true)
    expect(sameSecret('s3cret-valuf', 's3cret-value')).toBe(false)
    expect(sameSecret('s3cret', 's3cret-value')).toBe(false)
    expect(sameSecret('', 's3cret-value')).toBe(false)
  })
})
