import { DocumentTextIcon, HashtagIcon, Bars3BottomLeftIcon } from '@heroicons/react/24/outline'
import { memo, type MouseEvent } from 'react'
import type { HighlightedPart } from '@/lib/search-dialog/highlight'
import type { HitType } from '@/lib/search-dialog/hits'
import type { PanelItem } from '@/lib/search-dialog/panel'
import { searchStrings } from '@/lib/search-dialog/strings'
import { cn } from '@/lib/cn'
import { HighlightedText } from './HighlightedText'

export interface SearchOptionProps {
  item: PanelItem
  type: HitType
  title: readonly HighlightedPart[]
  path: readonly (readonly HighlightedPart[])[]
  snippet: readonly HighlightedPart[] | null
  isActive: boolean
  onActivate: (id: string) => void
  onClick: (event: MouseEvent<HTMLAnchorElement>, item: PanelItem) => void
}

const ICONS = { page: DocumentTextIcon, heading: HashtagIcon, content: Bars3BottomLeftIcon }

/**
 * One option of the listbox: a link (so modifier-clicks keep the browser's behaviour) that is
 * the option itself, with the hit's title, its full path (section › page › heading) and snippet.
 * Memoised: a keystroke or a change of the active option re-renders only the options it changes.
 */
export const SearchOption = memo(function SearchOption({
  item,
  type,
  title,
  path,
  snippet,
  isActive,
  onActivate,
  onClick,
}: SearchOptionProps) {
  const Icon = type === 'lvl1' ? ICONS.page : type === 'content' ? ICONS.content : ICONS.heading
  return (
    <a
      role="option"
      id={item.id}
      aria-selected={isActive}
      href={item.url}
      tabIndex={-1}
      onClick={(event) => onClick(event, item)}
      onMouseMove={() => {
        if (!isActive) onActivate(item.id)
      }}
      data-search-option=""
      className={cn(
        'flex min-h-14 items-center gap-3 rounded-md px-3 py-2 text-slate-700 no-underline dark:text-slate-200',
        isActive && 'bg-brand-700 text-white dark:bg-brand-300 dark:text-slate-950',
      )}
    >
      <Icon className="h-5 w-5 shrink-0 opacity-70" aria-hidden="true" />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">
          <HighlightedText parts={title} />
        </span>
        {path.length > 0 && (
          <span
            className={cn(
              'line-clamp-2 text-xs',
              isActive ? 'opacity-90' : 'text-slate-600 dark:text-slate-300',
            )}
          >
            {path.map((level, levelIndex) => (
              <span key={levelIndex}>
                {levelIndex > 0 && <span aria-hidden="true">{searchStrings.pathSeparator}</span>}
                {levelIndex > 0 && <span className="sr-only">, </span>}
                <HighlightedText parts={level} />
              </span>
            ))}
          </span>
        )}
        {snippet && snippet.length > 0 && (
          <span data-search-snippet="" className="mt-0.5 line-clamp-2 block text-sm">
            <HighlightedText parts={snippet} />
          </span>
        )}
      </span>
    </a>
  )
})
