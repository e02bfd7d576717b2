/** @jest-environment node */
import { decideWebhook } from './webhook'

const base = { method: 'POST', headers: { 'x-revalidate-secret': 's3cret' }, body: '', configuredSecret: 's3cret' }

describe('revalidation webhook decisions', () => {
  it('is disabled without a configured secret', () => {
    expect(decideWebhook({ ...base, configuredSecret: undefined })).toMatchObject({ ok: false, status: 403 })
  })

  it('refuses a missing or wrong secret with 401, before looking at the body', () => {
    expect(decideWebhook({ ...base, headers: {} })).toMatchObject({ ok: false, status: 401 })
    expect(decideWebhook({ ...base, headers: { 'x-revalidate-secret': 'nope' }, body: '{bad' })).toMatchObject({ ok: false, status: 401 })
    // Same length as the configured secret, one character off.
    expect(decideWebhook({ ...base, headers: { 'x-revalidate-secret': 's3creT' } })).toMatchObject({ ok: false, status: 401 })
    expect(decideWebhook({ ...base, headers: { authorization: 'Bearer s3creT' } })).toMatchObject({ ok: false, status: 401 })
  })

  it('accepts the secret as a bearer token too', () => {
    expect(decideWebhook({ ...base, headers: { authorization: 'Bearer s3cret' } })).toEqual({ ok: true, paths: undefined })
  })

  it('rejects bodies it cannot parse or understand with 400', () => {
    expect(decideWebhook({ ...base, body: '{bad' })).toMatchObject({ ok: false, status: 400 })
    expect(decideWebhook({ ...base, body: '[1]' })).toMatchObject({ ok: false, status: 400 })
    expect(decideWebhook({ ...base, body: '{"paths": ["relative"]}' })).toMatchObject({ ok: false, status: 400 })
    expect(decideWebhook({ ...base, body: '{"paths": ["/docs/../x"]}' })).toMatchObject({ ok: false, status: 400 })
  })

  it('passes the requested paths on', () => {
    expect(decideWebhook({ ...base, body: '{"paths": ["/docs/server/security"]}' })).toEqual({ ok: true, paths: ['/docs/server/security'] })
    expect(decideWebhook({ ...base, method: 'GET' })).toMatchObject({ ok: false, status: 405 })
  })
})
