import { useCallback, useEffect, useReducer, useRef } from 'react'
import { answerText, initialAnswerState, reduceAnswerEvent, type AnswerState } from '@/lib/ask/answer-state'
import { askQuestion, type AskOptions } from '@/lib/ask/client'
import { MAX_HISTORY_TURNS } from '@/lib/ask/request'
import type { AnswerEvent, HistoryTurn } from '@/lib/ask/types'

export interface ConversationTurn {
  id: number
  question: string
  answer: AnswerState
}

type Action =
  { type: 'ask'; id: number; question: string } | { type: 'event'; id: number; event: AnswerEvent }

function reduceConversation(turns: ConversationTurn[], action: Action): ConversationTurn[] {
  if (action.type === 'ask') {
    return [...turns, { id: action.id, question: action.question, answer: initialAnswerState }]
  }
  return turns.map((turn) =>
    turn.id === action.id ? { ...turn, answer: reduceAnswerEvent(turn.answer, action.event) } : turn,
  )
}

/** The earlier turns a follow-up is sent with: those that got an answer, oldest first. */
export function conversationHistory(turns: readonly ConversationTurn[]): HistoryTurn[] {
  return turns
    .filter((turn) => turn.answer.status === 'answered' || turn.answer.status === 'no-answer')
    .map((turn) => ({ question: turn.question, answer: answerText(turn.answer) }))
    .slice(-MAX_HISTORY_TURNS)
}

/**
 * The question mode's conversation: each question is streamed from the site's endpoint into its
 * own turn, sent with the earlier turns as history. Asking again, or unmounting (the dialog
 * closes), aborts the answer still streaming.
 */
export function useAskConversation(fetchAnswer?: AskOptions['fetch']) {
  const [turns, dispatch] = useReducer(reduceConversation, [])
  const turnsRef = useRef(turns)
  useEffect(() => {
    turnsRef.current = turns
  }, [turns])
  const nextId = useRef(0)
  const controller = useRef<AbortController | null>(null)

  useEffect(() => () => controller.current?.abort(), [])

  const ask = useCallback(
    (question: string) => {
      const trimmed = question.trim()
      if (trimmed === '') return
      controller.current?.abort()
      const current = new AbortController()
      controller.current = current
      const id = nextId.current++
      const history = conversationHistory(turnsRef.current)
      dispatch({ type: 'ask', id, question: trimmed })
      void (async () => {
        const events = askQuestion(
          { question: trimmed, history },
          { signal: current.signal, fetch: fetchAnswer },
        )
        for await (const event of events) {
          if (current.signal.aborted) break
          dispatch({ type: 'event', id, event })
        }
        // Interrupted by a newer question: the turn keeps what arrived and stops "composing".
        if (current.signal.aborted) dispatch({ type: 'event', id, event: { type: 'done' } })
      })()
    },
    [fetchAnswer],
  )

  const latest = turns[turns.length - 1]
  return { turns, ask, isStreaming: latest?.answer.status === 'streaming' }
}
