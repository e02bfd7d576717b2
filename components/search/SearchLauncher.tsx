import { useEffect, useState } from 'react'
import type { SearchDialog as SearchDialogComponent } from './SearchDialog'

type DialogComponent = typeof SearchDialogComponent

let dialogModule: Promise<DialogComponent> | null = null

/** Starts downloading the dialog (on hover or focus of the button); safe to call often. */
export function preloadSearchDialog(): Promise<DialogComponent> {
  dialogModule ??= import('./SearchDialog').then(
    (module) => module.SearchDialog,
    (error: unknown) => {
      // Offline or a new deployment: the next intent tries again.
      dialogModule = null
      throw error
    },
  )
  return dialogModule
}

export interface SearchLauncherProps {
  isOpen: boolean
  initialQuery: string
  onClose: () => void
}

/**
 * Renders the dialog once its code has arrived. Opening before that (a shortcut on a cold page)
 * is remembered: the dialog appears as soon as it has loaded.
 */
export function SearchLauncher({ isOpen, initialQuery, onClose }: SearchLauncherProps) {
  const [Dialog, setDialog] = useState<DialogComponent | null>(null)
  useEffect(() => {
    if (!isOpen || Dialog) return
    let current = true
    preloadSearchDialog().then(
      (component) => {
        if (current) setDialog(() => component)
      },
      () => {
        if (current) onClose()
      },
    )
    return () => {
      current = false
    }
  }, [isOpen, Dialog, onClose])
  // Once loaded it stays mounted and is opened and closed; its content is mounted only while open.
  if (!Dialog) return null
  return <Dialog open={isOpen} initialQuery={initialQuery} onClose={onClose} />
}
