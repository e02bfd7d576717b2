import { memo, useMemo, type MouseEvent, type ReactNode } from 'react'
import type { HitGroup } from '@/lib/search-dialog/hits'
import type { PanelItem } from '@/lib/search-dialog/panel'
import { SearchOption } from './SearchOption'

export interface ResultsScreenProps {
  listboxId: string
  groups: readonly HitGroup[]
  items: readonly PanelItem[]
  activeIndex: number | null
  onActivate: (index: number) => void
  onOptionClick: (event: MouseEvent<HTMLAnchorElement>, item: PanelItem) => void
  /** An option shown before the groups (the "Ask AI" option). */
  leadingOption?: ReactNode
}

/** Hits grouped by top-level section, in one listbox. */
export function ResultsScreen({ leadingOption, ...groupsProps }: ResultsScreenProps) {
  return (
    <div role="listbox" id={groupsProps.listboxId} aria-label="Search results" className="px-2 pb-2">
      {leadingOption}
      <ResultGroups {...groupsProps} />
    </div>
  )
}

/**
 * The groups and their options. Memoised apart from the leading option, whose text follows the
 * input: a keystroke (or the search it starts) re-renders that option, not the whole list.
 */
const ResultGroups = memo(function ResultGroups({
  listboxId,
  groups,
  items,
  activeIndex,
  onActivate,
  onOptionClick,
}: Omit<ResultsScreenProps, 'leadingOption'>) {
  const indexOf = useMemo(() => new Map(items.map((item, index) => [item.id, index])), [items])
  return groups.map((group, groupIndex) => {
    const headingId = `${listboxId}-section-${groupIndex}`
    return (
      <div role="group" aria-labelledby={headingId} key={`${group.section}-${groupIndex}`}>
        <div
          role="presentation"
          id={headingId}
          className="sticky top-0 z-10 bg-white px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-brand-800 uppercase dark:bg-slate-900 dark:text-brand-300"
        >
          {group.section}
        </div>
        {group.hits.map((hit) => {
          const index = indexOf.get(hit.id) ?? -1
          const item = items[index]
          if (!item) return null
          return (
            <SearchOption
              key={hit.id}
              item={item}
              index={index}
              type={hit.type}
              title={hit.title}
              path={hit.path}
              snippet={hit.snippet}
              isActive={index === activeIndex}
              onActivate={onActivate}
              onClick={onOptionClick}
            />
          )
        })}
      </div>
    )
  })
})
