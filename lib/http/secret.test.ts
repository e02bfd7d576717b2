/** @jest-environment node */
import { sameSecret } from './secret'

describe('sameSecret', () => {
  const secret = 'k3y-0f-32-characters-for-a-test!'

  it('accepts the configured secret', () => {
    expect(sameSecret(secret, secret)).toBe(true)
  })

  it('refuses a wrong value of the same length', () => {
    const wrong = `${secret.slice(0, -1)}?`
    expect(wrong).toHaveLength(secret.length)
    expect(sameSecret(wrong, secret)).toBe(false)
  })

  it('refuses a prefix, an extension and the empty string', () => {
    expect(sameSecret(secret.slice(0, -1), secret)).toBe(false)
    expect(sameSecret(`${secret}!`, secret)).toBe(false)
    expect(sameSecret('', secret)).toBe(false)
  })

  it('compares characters beyond ASCII exactly', () => {
    expect(sameSecret('clé', 'clé')).toBe(true)
    expect(sameSecret('cle', 'clé')).toBe(false)
  })
})
