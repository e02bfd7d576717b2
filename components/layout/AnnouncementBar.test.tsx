import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { siteConfig } from '@/site.config'
import { AnnouncementBar } from './AnnouncementBar'

const { announcementBar, storageKeys } = siteConfig
const root = document.documentElement

describe('AnnouncementBar', () => {
  beforeEach(() => {
    window.localStorage.clear()
    delete root.dataset.announcementDismissed
  })

  it('shows the announcement until dismissed, and remembers the dismissal', async () => {
    const user = userEvent.setup()
    render(<AnnouncementBar />)
    expect(screen.getByRole('region', { name: 'Announcement' })).toHaveTextContent(announcementBar.content)
    await user.click(screen.getByRole('button', { name: 'Close announcement' }))
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument()
    expect(window.localStorage.getItem(storageKeys.announcementDismissed)).toBe('true')
    expect(window.localStorage.getItem(storageKeys.announcementId)).toBe(announcementBar.id)
    expect(root.dataset.announcementDismissed).toBe('true')
  })

  it('stays hidden when this bar was dismissed before (the boot script flagged it)', () => {
    window.localStorage.setItem(storageKeys.announcementDismissed, 'true')
    window.localStorage.setItem(storageKeys.announcementId, announcementBar.id)
    root.dataset.announcementDismissed = 'true'
    render(<AnnouncementBar />)
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument()
  })

  it('shows a bar with a new id again, forgetting the old dismissal', () => {
    window.localStorage.setItem(storageKeys.announcementDismissed, 'true')
    window.localStorage.setItem(storageKeys.announcementId, 'an-older-bar')
    render(<AnnouncementBar />)
    expect(screen.getByRole('region', { name: 'Announcement' })).toBeInTheDocument()
    expect(window.localStorage.getItem(storageKeys.announcementDismissed)).toBeNull()
    expect(window.localStorage.getItem(storageKeys.announcementId)).toBe(announcementBar.id)
  })
})
