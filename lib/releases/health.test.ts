/** @jest-environment node */
import { releaseHealth } from './health'

const RELEASE = '20261123T065501042Z-3f9a1c2b'

describe('releaseHealth', () => {
  it('is ok with the release served when nothing is wrong', () => {
    expect(releaseHealth({ release: RELEASE, fault: null })).toEqual({
      status: 200,
      body: { status: 'ok', release: RELEASE },
    })
  })

  it('stays 200 while a fallback or a stale release is served, naming the fault', () => {
    const damaged = releaseHealth({
      release: RELEASE,
      fault: { kind: 'damaged-release', id: '20261124T065501042Z-4f9a1c2b' },
    })
    expect(damaged).toEqual({
      status: 200,
      body: {
        status: 'degraded',
        release: RELEASE,
        fault: expect.stringContaining('20261124T065501042Z-4f9a1c2b is damaged'),
      },
    })
    expect(releaseHealth({ release: RELEASE, fault: { kind: 'unreachable' } }).body).toEqual({
      status: 'degraded',
      release: RELEASE,
      fault: 'the content store cannot be reached',
    })
  })

  it('is 503 only with nothing to serve', () => {
    expect(releaseHealth({ release: null, fault: { kind: 'damaged-pointer' } })).toEqual({
      status: 503,
      body: { status: 'unavailable', release: null, fault: expect.stringContaining('not a release id') },
    })
    expect(releaseHealth({ release: null, fault: null }).status).toBe(503)
  })

  it('never says where the store is', () => {
    for (const kind of ['unreachable', 'no-current', 'damaged-pointer'] as const) {
      const { body } = releaseHealth({ release: RELEASE, fault: { kind } })
      expect(JSON.stringify(body)).not.toMatch(/\/|redis:|\.content-releases/)
    }
  })
})
