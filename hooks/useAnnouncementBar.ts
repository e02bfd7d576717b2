import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { isAnnouncementDismissed } from '@/lib/chrome/announcement'
import { readString, removeKey, writeString } from '@/lib/storage/browser-storage'
import { siteConfig } from '@/site.config'

const { announcementBar, storageKeys } = siteConfig

/*
 * The dismissed state lives on <html data-announcement-dismissed>: the boot script sets it before
 * first paint (CSS then hides the bar, so nothing moves), and React subscribes to it.
 */
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-announcement-dismissed'],
  })
  return () => observer.disconnect()
}
const snapshot = () => document.documentElement.dataset.announcementDismissed === 'true'
const serverSnapshot = () => false

/** The announcement bar: shown until dismissed; a new bar id in the config shows it again. */
export function useAnnouncementBar() {
  const dismissed = useSyncExternalStore(subscribe, snapshot, serverSnapshot)

  useEffect(() => {
    const stored = {
      dismissed: readString(storageKeys.announcementDismissed),
      id: readString(storageKeys.announcementId),
    }
    if (stored.id !== announcementBar.id) {
      // A bar with a new id starts afresh: forget the dismissal of the previous one.
      writeString(storageKeys.announcementId, announcementBar.id)
      removeKey(storageKeys.announcementDismissed)
    }
    const root = document.documentElement.dataset
    if (isAnnouncementDismissed(stored, announcementBar.id)) root.announcementDismissed = 'true'
    else delete root.announcementDismissed
  }, [])

  const dismiss = useCallback(() => {
    writeString(storageKeys.announcementId, announcementBar.id)
    writeString(storageKeys.announcementDismissed, 'true')
    document.documentElement.dataset.announcementDismissed = 'true'
  }, [])

  return { dismissed, dismiss }
}
