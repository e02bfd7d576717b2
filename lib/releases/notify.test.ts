/** @jest-environment node */
import { notifySite, notifyTargetFrom } from './notify'

describe('notifyTargetFrom', () => {
  it('is off unless a URL and the secret are both set', () => {
    expect(notifyTargetFrom({}, '/3.5.6')).toBeNull()
    expect(notifyTargetFrom({ SITE_URL: 'http://127.0.0.1:3000' }, '/3.5.6')).toBeNull()
    expect(notifyTargetFrom({ REVALIDATE_SECRET: 'x' }, '/3.5.6')).toBeNull()
  })

  it('builds the webhook URL from the site origin, or takes it as given', () => {
    expect(
      notifyTargetFrom({ SITE_URL: 'https://docs.example.org/', REVALIDATE_SECRET: 'x' }, '/3.5.6'),
    ).toEqual({
      url: 'https://docs.example.org/3.5.6/api/revalidate',
      secret: 'x',
    })
    expect(
      notifyTargetFrom(
        { REVALIDATE_URL: 'http://lb:8080/3.5.6/api/revalidate', REVALIDATE_SECRET: 'x' },
        '/3.5.6',
      )?.url,
    ).toBe('http://lb:8080/3.5.6/api/revalidate')
  })

  it('names the variable that is not a URL', () => {
    expect(() => notifyTargetFrom({ SITE_URL: 'not a url', REVALIDATE_SECRET: 'x' }, '/3.5.6')).toThrow(
      'SITE_URL is not a URL',
    )
    expect(() => notifyTargetFrom({ REVALIDATE_URL: 'ftp://x/', REVALIDATE_SECRET: 'x' }, '/3.5.6')).toThrow(
      'REVALIDATE_URL must be an http(s) URL',
    )
  })
})

describe('notifySite', () => {
  const target = { url: 'http://site.test/3.5.6/api/revalidate', secret: 'x' }
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

  it('retries an unavailable instance and reports what the site regenerated', async () => {
    const answers = [
      json(503, { message: 'down' }),
      json(200, { release: 'r2', revalidated: ['/docs/a'], failed: [] }),
    ]
    const fetch = jest.fn(async () => answers.shift() as Response)
    const result = await notifySite(target, {
      fetch: fetch as unknown as typeof globalThis.fetch,
      retryDelayMs: 0,
    })
    expect(result).toEqual({ ok: true, release: 'r2', revalidated: ['/docs/a'], failed: [] })
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(fetch).toHaveBeenCalledWith(
      target.url,
      expect.objectContaining({ headers: expect.objectContaining({ 'x-revalidate-secret': 'x' }) }),
    )
  })

  it('does not retry a refusal, and says what the site answered', async () => {
    const fetch = jest.fn(async () => json(401, { message: 'Wrong secret.' }))
    const result = await notifySite(target, {
      fetch: fetch as unknown as typeof globalThis.fetch,
      retryDelayMs: 0,
    })
    expect(result).toEqual({ ok: false, message: `${target.url} answered 401: Wrong secret.` })
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})
