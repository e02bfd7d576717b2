import { useEffect, useState } from 'react'

type SearchChunk = typeof import('./search-chunk')

let chunk: Promise<SearchChunk> | null = null

/** Starts downloading the dialog and the shortcuts (on hover or focus of the button); safe to call often. */
export function preloadSearchDialog(): Promise<SearchChunk> {
  // The dialog only ever loads in a browser. Next.js replaces `typeof window` when it compiles, so
  // the server's build holds no import of the chunk: InstantSearch stays out of the server's bundle
  // and of the files traced into the standalone server.
  chunk ??= (
    typeof window === 'undefined'
      ? Promise.reject(new Error('the search dialog loads in a browser only'))
      : import('./search-chunk')
  ).catch((error: unknown) => {
    // Offline or a new deployment: the next intent tries again.
    chunk = null
    throw error
  })
  return chunk
}

export interface SearchLauncherProps {
  isOpen: boolean
  initialQuery: string
  /** The reader showed interest (hover, focus, a click, a shortcut): the code is loaded. */
  wantsCode: boolean
  onOpen: () => void
  onToggle: () => void
  onClose: () => void
  /** The code could not be loaded; the next intent tries again. */
  onLoadFailed: () => void
}

/**
 * Loads the dialog and the site's shortcuts on the first intent, then binds the shortcuts and
 * renders the dialog. Opening before the code has arrived (a click or a shortcut on a cold page)
 * is remembered: the dialog appears as soon as it has loaded.
 */
export function SearchLauncher({
  isOpen,
  initialQuery,
  wantsCode,
  onOpen,
  onToggle,
  onClose,
  onLoadFailed,
}: SearchLauncherProps) {
  const [loaded, setLoaded] = useState<SearchChunk | null>(null)
  const [hasOpened, setHasOpened] = useState(false)
  if (isOpen && !hasOpened) setHasOpened(true)
  useEffect(() => {
    if (!wantsCode || loaded) return
    let current = true
    preloadSearchDialog().then(
      (module) => {
        if (current) setLoaded(module)
      },
      () => {
        if (current) onLoadFailed()
      },
    )
    return () => {
      current = false
    }
  }, [wantsCode, loaded, onLoadFailed])
  if (!loaded) return null
  const { SearchDialog, SearchShortcuts } = loaded
  return (
    <>
      <SearchShortcuts isOpen={isOpen} onToggle={onToggle} onOpen={onOpen} />
      {/* Once opened it stays mounted and is opened and closed; its content is mounted only while open. */}
      {hasOpened && <SearchDialog open={isOpen} initialQuery={initialQuery} onClose={onClose} />}
    </>
  )
}
