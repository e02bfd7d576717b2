import { isAnnouncementDismissed } from './announcement'

describe('isAnnouncementDismissed', () => {
  it('is dismissed only for the bar id that was dismissed', () => {
    expect(isAnnouncementDismissed({ dismissed: 'true', id: 'bar-1' }, 'bar-1')).toBe(true)
    expect(isAnnouncementDismissed({ dismissed: 'true', id: 'bar-1' }, 'bar-2')).toBe(false)
    expect(isAnnouncementDismissed({ dismissed: null, id: 'bar-1' }, 'bar-1')).toBe(false)
    expect(isAnnouncementDismissed({ dismissed: 'false', id: 'bar-1' }, 'bar-1')).toBe(false)
  })
})
