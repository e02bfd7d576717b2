import { useCallback, useSyncExternalStore } from 'react'
import { dropdownVersion, parsePreferredVersion } from '@/lib/chrome/versions'
import { readString, writeString } from '@/lib/storage/browser-storage'
import { siteConfig } from '@/site.config'

const { versions, docsVersion, storageKeys } = siteConfig
const key = storageKeys.docsVersion
const listeners = new Set<() => void>()

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange)
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) onChange()
  }
  window.addEventListener('storage', onStorage) // another tab chose a version
  return () => {
    listeners.delete(onChange)
    window.removeEventListener('storage', onStorage)
  }
}
const snapshot = () => parsePreferredVersion(readString(key), versions)
const serverSnapshot = () => null

/**
 * The docs versions of the manifest, the one the version dropdown shows, and the reader's
 * preferred version (persisted under `docs-preferred-version-default`, value the version name).
 */
export function useDocsVersion(onDocsPage: boolean) {
  const preferred = useSyncExternalStore(subscribe, snapshot, serverSnapshot)
  const shown = dropdownVersion(versions, {
    currentName: docsVersion.name,
    preferredName: preferred,
    onDocsPage,
  })
  const choose = useCallback((name: string) => {
    writeString(key, name)
    listeners.forEach((listener) => listener())
  }, [])
  return { versions, shown, preferred, choose }
}
