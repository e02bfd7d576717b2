import { ArrowLeftIcon, PaperAirplaneIcon } from '@heroicons/react/24/outline'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useHotkeys } from 'react-hotkeys-hook'
import type { ConversationTurn } from '@/hooks/useAskConversation'
import { useDialogLinkNavigation } from '@/hooks/useDialogLinkNavigation'
import { askStrings } from '@/lib/ask/strings'
import { ASK_SHORTCUTS, isComposingKey } from '@/lib/search-dialog/keyboard'
import { siteConfig } from '@/site.config'
import { AskAnswer } from './AskAnswer'

export interface AskScreenProps {
  turns: readonly ConversationTurn[]
  isStreaming: boolean
  onAsk: (question: string) => void
  /** Back to keyword search (the Back button and Escape). */
  onBack: () => void
  onClose: () => void
}

/**
 * The question mode: the conversation so far (a polite live region, so answers are read out as
 * they arrive) and a follow-up input in the same panel. Escape goes back to keyword search.
 */
export function AskScreen({ turns, isStreaming, onAsk, onBack, onClose }: AskScreenProps) {
  const inputId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const endRef = useRef<HTMLDivElement>(null)
  const [followUp, setFollowUp] = useState('')
  const onLinkClick = useDialogLinkNavigation(onClose)

  // Dialog-level key, bound while this screen is shown; preventing the default keeps Headless UI
  // from closing the dialog on the same Escape.
  useHotkeys(
    ASK_SHORTCUTS.back,
    (event) => {
      event.preventDefault()
      onBack()
    },
    { enableOnFormTags: true, enableOnContentEditable: true, ignoreEventWhen: isComposingKey },
    [onBack],
  )

  // Block bodies: an effect must return nothing or a cleanup (Chromium's scrollIntoView returns a promise).
  useEffect(() => {
    inputRef.current?.focus()
  }, [])
  useEffect(() => {
    void endRef.current?.scrollIntoView?.({ block: 'nearest' })
  }, [turns.length])

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // An input method's Enter or Escape is not ours, nor the dialog's.
    if (isComposingKey(event.nativeEvent)) event.stopPropagation()
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center border-b border-slate-200 px-3 py-2 dark:border-slate-700">
        <button
          type="button"
          onClick={onBack}
          className="flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-brand-800 hover:bg-slate-100 dark:text-brand-300 dark:hover:bg-slate-800"
        >
          <ArrowLeftIcon className="h-4 w-4" aria-hidden="true" />
          {askStrings.backToSearch}
        </button>
      </div>
      <div
        role="region"
        aria-label={askStrings.answerRegionLabel}
        aria-live="polite"
        aria-busy={isStreaming || undefined}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain"
      >
        {turns.map((turn) => (
          <AskAnswer key={turn.id} turn={turn} onLinkClick={onLinkClick} />
        ))}
        <div ref={endRef} />
      </div>
      <form
        className="flex items-center gap-2 border-t border-slate-200 px-3 py-2 dark:border-slate-700"
        onSubmit={(event) => {
          event.preventDefault()
          if (followUp.trim() === '') return
          onAsk(followUp)
          setFollowUp('')
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          {askStrings.followUpLabel}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          value={followUp}
          onChange={(event) => setFollowUp(event.target.value)}
          onKeyDown={onInputKeyDown}
          placeholder={askStrings.followUpPlaceholder}
          maxLength={siteConfig.search.ask.maxQuestionLength}
          autoComplete="off"
          enterKeyHint="send"
          className="h-10 min-w-0 flex-1 rounded-md border border-slate-300 bg-transparent px-3 text-slate-900 placeholder:text-slate-500 dark:border-slate-600 dark:text-white dark:placeholder:text-slate-400"
        />
        <button
          type="submit"
          className="flex items-center gap-1 rounded-md bg-brand-700 px-3 py-2 text-sm font-medium text-white hover:bg-brand-800 dark:bg-brand-300 dark:text-slate-950"
        >
          <PaperAirplaneIcon className="h-4 w-4" aria-hidden="true" />
          {askStrings.askButton}
        </button>
      </form>
    </div>
  )
}
