import { useCallback, useSyncExternalStore } from 'react'
import { dropdownVersion, parsePreferredVersion, type VersionChoice } from '@/lib/chrome/versions'
import { readString, writeString } from '@/lib/storage/browser-storage'
import { siteConfig } from '@/site.config'

const { storageKeys } = siteConfig
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
const readStored = () => readString(key)
const serverSnapshot = () => null

/**
 * The version the dropdown shows among the page's `versions`, and the reader's preferred version
 * (persisted under `docs-preferred-version-default`, value the version's name in the manifest).
 */
export function useDocsVersion<T extends VersionChoice>(versions: readonly T[], onDocsPage: boolean) {
  const preferred = parsePreferredVersion(
    useSyncExternalStore(subscribe, readStored, serverSnapshot),
    versions,
  )
  const shown = dropdownVersion(versions, {
    currentName: siteConfig.version,
    preferredName: preferred,
    onDocsPage,
  })
  const choose = useCallback((name: string) => {
    writeString(key, name)
    listeners.forEach((listener) => listener())
  }, [])
  return { shown, preferred, choose }
}
