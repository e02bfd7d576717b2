/** @jest-environment node */
import { analyticsRecorderFromEnv, retentionDaysOf } from './from-env'
import { MemoryAnalyticsStore } from './memory-store'

describe('analyticsRecorderFromEnv', () => {
  it('records nothing unless NEXT_PUBLIC_SEARCH_ANALYTICS=on', () => {
    expect(analyticsRecorderFromEnv({}, '3.5.6')).toBeNull()
    expect(analyticsRecorderFromEnv({ NEXT_PUBLIC_SEARCH_ANALYTICS: 'off' }, '3.5.6')).toBeNull()
  })

  it('keeps 90 days in memory by default, and the days the environment asks for', async () => {
    const recorder = analyticsRecorderFromEnv({ NEXT_PUBLIC_SEARCH_ANALYTICS: 'on' }, '3.5.6')
    expect(recorder?.store).toBeInstanceOf(MemoryAnalyticsStore)
    expect(recorder?.retentionDays).toBe(90)
    await recorder?.close()
    expect(retentionDaysOf({ SEARCH_ANALYTICS_RETENTION_DAYS: '30' })).toBe(30)
  })

  it('turns analytics off with a message naming a malformed retention, instead of breaking search', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const env = { NEXT_PUBLIC_SEARCH_ANALYTICS: 'on', SEARCH_ANALYTICS_RETENTION_DAYS: 'forever' }
    expect(analyticsRecorderFromEnv(env, '3.5.6')).toBeNull()
    expect(error).toHaveBeenCalledWith(expect.stringContaining('SEARCH_ANALYTICS_RETENTION_DAYS=forever'))
    error.mockRestore()
  })
})
