/**
 * The "Ask AI: <query>" option: the first option of the listbox while the visitor types, on the
 * results and the no-results screens. The options the arrow keys walk through are this one (when
 * shown) followed by the screen's items; the first hit stays the default, so Enter still opens
 * the best hit and the question is one arrow key away (or the default when nothing matched).
 */
import type { PanelView } from './panel'

/** Shown for a non-empty query on a screen that answers it (not the start or error screen). */
export function hasAskOption(view: Pick<PanelView, 'screen'>, query: string): boolean {
  return query.trim() !== '' && (view.screen === 'results' || view.screen === 'noResults')
}

/** The question the option asks: the query as typed, spaces tidied. */
export function askOptionQuestion(query: string): string {
  return query.replace(/\s+/g, ' ').trim()
}

/** The default active option: the first item (the best hit) when there is one, else the question. */
export function defaultOptionIndex(itemCount: number, withAskOption: boolean): number | null {
  if (itemCount > 0) return withAskOption ? 1 : 0
  return withAskOption ? 0 : null
}
