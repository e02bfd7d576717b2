import { SparklesIcon } from '@heroicons/react/24/outline'
import type { SearchDialogModel } from '@/hooks/useSearchDialog'
import { askStrings } from '@/lib/ask/strings'
import { cn } from '@/lib/cn'

/**
 * "Ask AI: <query>": the listbox's first item when the dialog offers it (nothing otherwise),
 * switching the dialog to question mode. Its text follows every keystroke: with a fixed height
 * and `contain: strict` the browser lays out this option alone, not the list around it.
 */
export function AskOption({ dialog }: { dialog: SearchDialogModel }) {
  const [first] = dialog.state.items
  if (first?.source !== 'ask') return null
  const isActive = dialog.activeId === first.id
  return (
    <div
      role="option"
      id={first.id}
      aria-selected={isActive}
      tabIndex={-1}
      data-ask-option=""
      onClick={dialog.onAskClick}
      onMouseMove={() => {
        if (!isActive) dialog.onActivate(first.id)
      }}
      className={cn(
        'mt-2 flex h-12 cursor-pointer items-center gap-3 rounded-md px-3 py-2 font-medium text-slate-700 [contain:strict] dark:text-slate-200',
        isActive && 'bg-brand-700 text-white dark:bg-brand-300 dark:text-slate-950',
      )}
    >
      <SparklesIcon className="h-5 w-5 shrink-0 opacity-70" aria-hidden="true" />
      <span className="min-w-0 flex-1 truncate">{askStrings.askItem(dialog.question)}</span>
    </div>
  )
}
