import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import type { LiteClient } from 'algoliasearch/lite'
import { useCallback, useEffect, useMemo, useRef, type MouseEvent } from 'react'
import { InstantSearch, useConfigure, useSearchBox } from 'react-instantsearch'
import { useAskConversation } from '@/hooks/useAskConversation'
import { useSearchDialog } from '@/hooks/useSearchDialog'
import { useSearchInsights, type InsightsTarget } from '@/hooks/useSearchInsights'
import { useSearchSnippetWords } from '@/hooks/useSearchSnippetWords'
import type { AskOptions } from '@/lib/ask/client'
import { createSearchClient, validateSearchEnv } from '@/lib/search/client/client'
import { createDialogSearchClient } from '@/lib/search-dialog/dialog-client'
import { hasListbox } from '@/lib/search-dialog/dialog-state'
import type { PanelView } from '@/lib/search-dialog/panel'
import { buildSearchRequest, defaultSearchContext } from '@/lib/search-dialog/request'
import { searchStrings } from '@/lib/search-dialog/strings'
import { siteConfig } from '@/site.config'
import { AskScreen } from './AskScreen'
import { ErrorScreen } from './ErrorScreen'
import { SearchBox } from './SearchBox'
import { SearchFooter } from './SearchFooter'
import { SearchPanel } from './SearchPanel'

export interface SearchDialogProps {
  /** Kept mounted between openings: Headless UI re-applies inertness only to a dialog it knows. */
  open?: boolean
  /** Text typed on the search button before the dialog opened. */
  initialQuery?: string
  onClose: () => void
  /** Tests pass a client answering from fixtures; the site uses the one client factory. */
  searchClient?: LiteClient
  target?: InsightsTarget
  /** Tests pass a fake `fetch` for the question endpoint; the site uses the browser's. */
  askFetch?: AskOptions['fetch']
}

interface Setup {
  client: LiteClient
  target: InsightsTarget
}

/** The client and index of this page; a misconfigured search shows the error screen, never crashes. */
function useSearchSetup(
  searchClient: LiteClient | undefined,
  target: InsightsTarget | undefined,
): Setup | null {
  return useMemo(() => {
    try {
      const resolved = target ?? validateSearchEnv()
      const client = searchClient ?? createSearchClient()
      return { client: createDialogSearchClient(client), target: resolved }
    } catch (error) {
      console.error(error)
      return null
    }
  }, [searchClient, target])
}

function statusText(view: PanelView, isStalled: boolean): string {
  if (isStalled) return searchStrings.loading
  switch (view.screen) {
    case 'results':
      return searchStrings.resultsFound(view.nbHits)
    case 'noResults':
      return searchStrings.noResults(view.query)
    case 'error':
      return searchStrings.errorTitle
    case 'start':
      return ''
  }
}

/** Keeps the focus in the input when the pointer presses on the panel (so the panel stays open). */
function keepInputFocus(event: MouseEvent) {
  if (!(event.target as Element).closest('button, input')) event.preventDefault()
}

/**
 * The InstantSearch widgets of the dialog: the search box (it keeps the query in the UI state, so
 * the query typed before the dialog opened is searched) and the request's parameters. They render
 * nothing, so their updates (the query, every change of the search status) re-render this
 * component alone, not the dialog; the dialog reads the search through useSearchView.
 */
function SearchWidgets({ parameters }: { parameters: Record<string, unknown> }) {
  useSearchBox()
  useConfigure(parameters)
  return null
}

function SearchDialogBody({
  initialQuery,
  onClose,
  target,
  askFetch,
}: {
  initialQuery: string
  onClose: () => void
  target: InsightsTarget
  askFetch?: AskOptions['fetch']
}) {
  const snippetWords = useSearchSnippetWords()
  // The same object between keystrokes: InstantSearch compares it on every render.
  const parameters = useMemo(() => {
    const {
      indexName: _indexName,
      query: _query,
      ...rest
    } = buildSearchRequest('', defaultSearchContext(target.indexName, snippetWords))
    return rest
  }, [target.indexName, snippetWords])
  const insights = useSearchInsights(target)
  const conversation = useAskConversation(askFetch)
  const dialog = useSearchDialog({ initialQuery, onClose, insights, onAsk: conversation.ask })
  const { state } = dialog

  // Back from question mode, the focus returns to the search input (which was unmounted).
  const bodyRef = useRef<HTMLDivElement>(null)
  const returningToSearch = useRef(false)
  const { backToSearch } = dialog
  const onBack = useCallback(() => {
    returningToSearch.current = true
    backToSearch()
  }, [backToSearch])
  useEffect(() => {
    if (state.mode !== 'search' || !returningToSearch.current) return
    returningToSearch.current = false
    bodyRef.current?.querySelector<HTMLInputElement>('input[role="combobox"]')?.focus()
  }, [state.mode])

  const listboxShown = hasListbox(state)
  const isStalled = state.status === 'stalled'
  return (
    <>
      <SearchWidgets parameters={parameters} />
      {state.mode === 'ask' ? (
        <AskScreen
          turns={conversation.turns}
          isStreaming={conversation.isStreaming}
          onAsk={conversation.ask}
          onBack={onBack}
          onClose={onClose}
        />
      ) : (
        <div ref={bodyRef} className="flex min-h-0 flex-1 flex-col" onBlur={dialog.onComboboxBlur}>
          <SearchBox
            value={state.query}
            isStalled={isStalled}
            listboxId={listboxShown ? dialog.listboxId : undefined}
            activeOptionId={listboxShown ? dialog.activeId : undefined}
            onChange={dialog.onChange}
            onUpcomingValue={dialog.searchAhead}
            onFocus={dialog.onFocus}
            onCommand={dialog.onCommand}
            onClear={dialog.clearQuery}
            onCancel={onClose}
          />
          <p role="status" className="sr-only">
            {statusText(state.view, isStalled)}
          </p>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain" onMouseDown={keepInputFocus}>
            {state.isPanelOpen ? (
              <SearchPanel dialog={dialog} />
            ) : (
              <p className="px-6 py-4 text-center text-sm text-slate-600 dark:text-slate-300">
                {searchStrings.panelClosedHint}
              </p>
            )}
          </div>
          <SearchFooter />
        </div>
      )}
    </>
  )
}

/**
 * The search dialog: a Headless UI dialog (focus trapped and returned, background inert, body
 * scroll locked) around InstantSearch. Loaded on first intent, never part of a page's first load.
 */
export function SearchDialog({
  open = true,
  initialQuery = '',
  onClose,
  searchClient,
  target,
  askFetch,
}: SearchDialogProps) {
  const setup = useSearchSetup(searchClient, target)
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-950/60" />
      <div className="fixed inset-0 flex justify-center sm:items-start sm:p-4 sm:pt-[8vh]">
        <DialogPanel
          data-search-dialog=""
          className="flex h-full w-full flex-col bg-white shadow-2xl sm:h-auto sm:max-h-[min(40rem,84vh)] sm:max-w-2xl sm:rounded-card dark:bg-slate-900"
        >
          <DialogTitle className="sr-only">{searchStrings.dialogTitle}</DialogTitle>
          {setup ? (
            <InstantSearch
              searchClient={setup.client}
              indexName={setup.target.indexName}
              initialUiState={{ [setup.target.indexName]: { query: initialQuery } }}
              stalledSearchDelay={siteConfig.search.stallThresholdMs}
              insights={false}
              future={{ preserveSharedStateOnUnmount: true }}
            >
              <SearchDialogBody
                initialQuery={initialQuery}
                onClose={onClose}
                target={setup.target}
                askFetch={askFetch}
              />
            </InstantSearch>
          ) : (
            <ErrorScreen />
          )}
        </DialogPanel>
      </div>
    </Dialog>
  )
}
