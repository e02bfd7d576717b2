/**
 * An answer as the dialog shows it, built up one event at a time: a pure reducer, so the dialog's
 * hook is `useReducer(reduceAnswerEvent, initialAnswerState)` plus the loop over the stream.
 */
import type { AnswerEvent, AnswerSource, NoAnswerEvent, SentenceEvent } from './types'

export type AnswerStatus = 'streaming' | 'answered' | 'no-answer' | 'error'

export interface AnswerState {
  status: AnswerStatus
  sentences: SentenceEvent[]
  /** The sources list; filled from the sentences while streaming, replaced by the `sources` event. */
  sources: AnswerSource[]
  noAnswer: Omit<NoAnswerEvent, 'type'> | null
  error: { message: string; status?: number; retryAfterSeconds?: number } | null
}

export const initialAnswerState: AnswerState = {
  status: 'streaming',
  sentences: [],
  sources: [],
  noAnswer: null,
  error: null,
}

export function reduceAnswerEvent(state: AnswerState, event: AnswerEvent): AnswerState {
  switch (event.type) {
    case 'sentence': {
      const known = state.sources.some((source) => source.number === event.source.number)
      return {
        ...state,
        sentences: [...state.sentences, event],
        sources: known ? state.sources : [...state.sources, event.source],
      }
    }
    case 'sources':
      return { ...state, sources: event.sources }
    case 'no-answer':
      return { ...state, status: 'no-answer', noAnswer: { message: event.message, related: event.related } }
    case 'error': {
      const { type: _type, ...error } = event
      return { ...state, status: 'error', error }
    }
    case 'done':
      return state.status === 'streaming' ? { ...state, status: 'answered' } : state
    default:
      return state
  }
}

/** The plain text of an answer, as `HistoryTurn.answer` for a follow-up question. */
export function answerText(state: AnswerState): string {
  if (state.noAnswer) return state.noAnswer.message
  return state.sentences.map((sentence) => sentence.text).join(' ')
}
