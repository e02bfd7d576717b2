/** @jest-environment node */
import { createHmac } from 'node:crypto'
import { checkWebhookAccess, isValidSignature, parseWebhookBody, SECRET_BODY_LIMIT } from './webhook'

const SECRET = 's3cret-value'
const access = (
  headers: Record<string, string>,
  extra: Partial<Parameters<typeof checkWebhookAccess>[0]> = {},
) =>
  checkWebhookAccess({
    method: 'POST',
    headers,
    configuredSecret: SECRET,
    internalToken: 'process-token',
    ...extra,
  })
const body = (text: string) => ({ text, bytes: Buffer.from(text) })
const sign = (text: string, secret = SECRET) =>
  `sha256=${createHmac('sha256', secret).update(text).digest('hex')}`

describe('checkWebhookAccess (headers only: nothing is read for a refused request)', () => {
  it('wants POST and says so in Allow', () => {
    expect(access({ 'x-revalidate-secret': SECRET }, { method: 'GET' })).toEqual({
      ok: false,
      status: 405,
      message: 'Use POST.',
      headers: { Allow: 'POST' },
    })
  })

  it('is disabled without a configured secret, except for the process itself', () => {
    expect(access({ 'x-revalidate-secret': SECRET }, { configuredSecret: undefined })).toMatchObject({
      status: 403,
    })
    expect(
      access({ 'x-internal-revalidate': 'process-token' }, { configuredSecret: undefined }),
    ).toMatchObject({
      ok: true,
      via: 'internal',
    })
  })

  it('refuses a missing secret, and a wrong one of the same length, with 401', () => {
    expect(access({})).toMatchObject({
      ok: false,
      status: 401,
      message: expect.stringContaining('Missing secret'),
    })
    expect(access({ 'x-revalidate-secret': 's3cret-valuf' })).toMatchObject({ ok: false, status: 401 })
    expect(access({ authorization: 'Bearer s3cret-valuf' })).toMatchObject({ ok: false, status: 401 })
    expect(access({ 'x-internal-revalidate': 'process-tokeN' })).toMatchObject({ ok: false, status: 401 })
  })

  it('lets the secret in through its header or as a bearer token, with a small body limit', () => {
    expect(access({ 'x-revalidate-secret': SECRET })).toEqual({
      ok: true,
      via: 'secret',
      bodyLimit: SECRET_BODY_LIMIT,
    })
    expect(access({ authorization: `Bearer ${SECRET}` })).toMatchObject({ ok: true, via: 'secret' })
  })

  it('reads a signed body to check its signature', () => {
    expect(access({ 'x-hub-signature-256': 'sha256=00' })).toMatchObject({ ok: true, via: 'signature' })
  })
})

describe('parseWebhookBody', () => {
  const bySecret = { ok: true as const, via: 'secret' as const, bodyLimit: 1 }
  const signed = (signature: string) => ({
    ok: true as const,
    via: 'signature' as const,
    signature,
    bodyLimit: 1,
  })

  it('takes an empty body or a list of site paths', () => {
    expect(parseWebhookBody(bySecret, body(''), SECRET)).toEqual({ ok: true, paths: undefined })
    expect(parseWebhookBody(bySecret, body('{"paths": ["/docs/a", "/docs/a", "/faq"]}'), SECRET)).toEqual({
      ok: true,
      paths: ['/docs/a', '/faq'],
    })
  })

  it('refuses bodies it cannot use with 400 and a message saying what to send', () => {
    expect(parseWebhookBody(bySecret, body('{bad'), SECRET)).toMatchObject({
      ok: false,
      status: 400,
      message: expect.stringContaining('{"paths"'),
    })
    expect(parseWebhookBody(bySecret, body('[1]'), SECRET)).toMatchObject({ ok: false, status: 400 })
    expect(parseWebhookBody(bySecret, body('{"paths": ["relative"]}'), SECRET)).toMatchObject({
      ok: false,
      status: 400,
    })
    expect(parseWebhookBody(bySecret, body('{"paths": ["/docs/../x"]}'), SECRET)).toMatchObject({
      ok: false,
      status: 400,
    })
  })

  it('checks a signature against the raw body, in constant time, and takes a Git host event as "what changed"', () => {
    const push = '{"ref": "refs/heads/main", "commits": []}'
    expect(isValidSignature(sign(push), Buffer.from(push), SECRET)).toBe(true)
    expect(parseWebhookBody(signed(sign(push)), body(push), SECRET)).toEqual({ ok: true, paths: undefined })
    const wrong = sign(push, 's3cret-valuf')
    expect(wrong.length).toBe(sign(push).length)
    expect(parseWebhookBody(signed(wrong), body(push), SECRET)).toMatchObject({ ok: false, status: 401 })
    expect(parseWebhookBody(signed(sign(push)), body(`${push} `), SECRET)).toMatchObject({
      ok: false,
      status: 401,
    })
    const paths = '{"paths": ["/docs/a"]}'
    expect(parseWebhookBody(signed(sign(paths)), body(paths), SECRET)).toEqual({
      ok: true,
      paths: ['/docs/a'],
    })
  })
})
