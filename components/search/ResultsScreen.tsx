import { memo, useMemo, type MouseEvent } from 'react'
import type { SearchDialogModel } from '@/hooks/useSearchDialog'
import type { DialogItem } from '@/lib/search-dialog/dialog-state'
import type { HitGroup } from '@/lib/search-dialog/hits'
import type { PanelItem } from '@/lib/search-dialog/panel'
import { AskOption } from './AskOption'
import { OptionGroupHeading } from './OptionGroupHeading'
import { SearchOption } from './SearchOption'

/** Hits grouped by top-level section, in one listbox, after the "Ask AI" item. */
export function ResultsScreen({ dialog }: { dialog: SearchDialogModel }) {
  return (
    <div role="listbox" id={dialog.listboxId} aria-label="Search results" className="px-2 pb-2">
      <AskOption dialog={dialog} />
      <ResultGroups
        listboxId={dialog.listboxId}
        groups={dialog.state.view.groups}
        items={dialog.state.items}
        activeId={dialog.activeId}
        onActivate={dialog.onActivate}
        onOptionClick={dialog.onOptionClick}
      />
    </div>
  )
}

interface ResultGroupsProps {
  listboxId: string
  groups: readonly HitGroup[]
  items: readonly DialogItem[]
  activeId: string | undefined
  onActivate: (id: string) => void
  onOptionClick: (event: MouseEvent<HTMLAnchorElement>, item: PanelItem) => void
}

/**
 * The groups and their options. Memoised apart from the "Ask AI" item, whose text follows the
 * input: a keystroke (or the search it starts) re-renders that item, not the whole list.
 */
const ResultGroups = memo(function ResultGroups({
  listboxId,
  groups,
  items,
  activeId,
  onActivate,
  onOptionClick,
}: ResultGroupsProps) {
  const itemOf = useMemo(
    () => new Map(items.flatMap((item) => (item.source === 'ask' ? [] : [[item.id, item] as const]))),
    [items],
  )
  return groups.map((group, groupIndex) => {
    const headingId = `${listboxId}-section-${groupIndex}`
    return (
      <div role="group" aria-labelledby={headingId} key={`${group.section}-${groupIndex}`}>
        <OptionGroupHeading id={headingId} className="sticky top-0 z-10 bg-white dark:bg-slate-900">
          {group.section}
        </OptionGroupHeading>
        {group.hits.map((hit) => {
          const item = itemOf.get(hit.id)
          if (!item) return null
          return (
            <SearchOption
              key={hit.id}
              item={item}
              type={hit.type}
              title={hit.title}
              path={hit.path}
              snippet={hit.snippet}
              isActive={hit.id === activeId}
              onActivate={onActivate}
              onClick={onOptionClick}
            />
          )
        })}
      </div>
    )
  })
})
