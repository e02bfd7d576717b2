import { useSearchShortcuts } from '@/hooks/useSearchShortcuts'

export interface SearchShortcutsProps {
  isOpen: boolean
  onToggle: () => void
  onOpen: () => void
}

/** The site's search shortcuts, bound while mounted; renders nothing. */
export function SearchShortcuts(props: SearchShortcutsProps) {
  useSearchShortcuts(props)
  return null
}
