import { StarIcon, XMarkIcon } from '@heroicons/react/24/outline'
import { Fragment, type ReactNode } from 'react'
import type { SearchDialogModel } from '@/hooks/useSearchDialog'
import { hitPathTexts, hitTitleText } from '@/lib/search-dialog/hits'
import { plainParts } from '@/lib/search-dialog/highlight'
import type { PanelItem } from '@/lib/search-dialog/panel'
import type { StoredSearch } from '@/lib/search-dialog/stored-searches'
import { searchStrings } from '@/lib/search-dialog/strings'
import { OptionGroupHeading } from './OptionGroupHeading'
import { SearchOption } from './SearchOption'

interface Section {
  key: 'recent' | 'favorite'
  title: string
  clearText: string
  clearLabel: string
  onClear: () => void
  entries: PanelItem[]
}

const actionButton =
  'rounded-md p-1.5 text-slate-600 hover:bg-slate-200 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-700 dark:hover:text-white'

interface EntryActionProps {
  /** Read by screen readers and shown as the tooltip. */
  label: string
  icon: typeof StarIcon
  onClick: () => void
}

/** An icon button beside a stored search (save it, remove it). */
function EntryAction({ label, icon: Icon, onClick }: EntryActionProps) {
  return (
    <button type="button" className={actionButton} aria-label={label} title={label} onClick={onClick}>
      <Icon className="h-4 w-4" aria-hidden="true" />
    </button>
  )
}

function pathParts(entry: StoredSearch) {
  return hitPathTexts(entry).map((text) => plainParts(text))
}

/**
 * Recent and favourite searches. The options sit in the listbox; their buttons (save, remove,
 * clear) sit in a second column outside it, aligned row by row with a shared (sub)grid, because
 * a listbox option may not contain interactive elements.
 */
export function StartScreen({ dialog }: { dialog: SearchDialogModel }) {
  const { listboxId, activeId, recents } = dialog
  const items = dialog.state.items.filter((item): item is PanelItem => item.source !== 'ask')
  if (items.length === 0) {
    return (
      <p className="px-6 py-10 text-center text-sm text-slate-600 dark:text-slate-300">
        {searchStrings.noRecentSearches}
      </p>
    )
  }
  const sections: Section[] = [
    {
      key: 'recent' as const,
      title: searchStrings.recentTitle,
      clearText: searchStrings.clearRecents,
      clearLabel: searchStrings.clearRecentsLabel,
      onClear: recents.clearRecents,
      entries: items.filter((item) => item.source === 'recent'),
    },
    {
      key: 'favorite' as const,
      title: searchStrings.favoritesTitle,
      clearText: searchStrings.clearFavorites,
      clearLabel: searchStrings.clearFavoritesLabel,
      onClear: recents.clearFavorites,
      entries: items.filter((item) => item.source === 'favorite'),
    },
  ].filter((section) => section.entries.length > 0)
  const rowCount = sections.reduce((count, section) => count + 1 + section.entries.length, 0)
  const span = (rows: number) => ({ gridRow: `span ${rows} / span ${rows}` })

  const actionsOf = (section: Section, item: PanelItem): ReactNode => {
    const entry = item.hit as StoredSearch
    const title = hitTitleText(entry)
    return section.key === 'recent' ? (
      <>
        <EntryAction
          label={searchStrings.saveSearch(title)}
          icon={StarIcon}
          onClick={() => recents.saveFavorite(entry)}
        />
        <EntryAction
          label={searchStrings.removeRecent(title)}
          icon={XMarkIcon}
          onClick={() => recents.removeRecent(entry.objectID)}
        />
      </>
    ) : (
      <EntryAction
        label={searchStrings.removeFavorite(title)}
        icon={XMarkIcon}
        onClick={() => recents.removeFavorite(entry.objectID)}
      />
    )
  }

  return (
    <div
      className="grid grid-cols-[minmax(0,1fr)_auto] px-2 pb-2"
      style={{ gridTemplateRows: `repeat(${rowCount}, auto)` }}
    >
      <div
        role="listbox"
        id={listboxId}
        aria-label={searchStrings.recentTitle}
        className="col-start-1 grid min-w-0 grid-cols-1 grid-rows-subgrid"
        style={span(rowCount)}
      >
        {sections.map((section) => {
          const headingId = `${listboxId}-${section.key}`
          return (
            <div
              key={section.key}
              role="group"
              aria-labelledby={headingId}
              className="grid min-w-0 grid-cols-1 grid-rows-subgrid"
              style={span(1 + section.entries.length)}
            >
              <OptionGroupHeading id={headingId} className="self-end">
                {section.title}
              </OptionGroupHeading>
              {section.entries.map((item) => {
                const entry = item.hit as StoredSearch
                const isContent = entry.type === 'content'
                return (
                  <SearchOption
                    key={item.id}
                    item={item}
                    type={entry.type}
                    title={plainParts(hitTitleText(entry))}
                    path={pathParts(entry)}
                    snippet={isContent && entry.content ? plainParts(entry.content) : null}
                    isActive={item.id === activeId}
                    onActivate={dialog.onActivate}
                    onClick={dialog.onOptionClick}
                  />
                )
              })}
            </div>
          )
        })}
      </div>
      <div className="col-start-2 grid grid-rows-subgrid" style={span(rowCount)}>
        {sections.map((section) => (
          <Fragment key={section.key}>
            <div className="flex items-end justify-end px-1 pb-0.5">
              <button
                type="button"
                onClick={section.onClear}
                aria-label={section.clearLabel}
                className="rounded-md px-2 py-1 text-xs font-medium text-brand-800 hover:bg-slate-100 dark:text-brand-300 dark:hover:bg-slate-800"
              >
                {section.clearText}
              </button>
            </div>
            {section.entries.map((item) => (
              <div
                key={item.id}
                onMouseMove={() => dialog.onActivate(item.id)}
                className="flex items-center gap-0.5 px-1"
              >
                {actionsOf(section, item)}
              </div>
            ))}
          </Fragment>
        ))}
      </div>
    </div>
  )
}
