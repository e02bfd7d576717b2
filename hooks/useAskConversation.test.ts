import { initialAnswerState, type AnswerState } from '@/lib/ask/answer-state'
import { MAX_HISTORY_TURNS } from '@/lib/ask/request'
import { conversationHistory, type ConversationTurn } from './useAskConversation'

function turn(id: number, answer: Partial<AnswerState>): ConversationTurn {
  return { id, question: `question ${id}`, answer: { ...initialAnswerState, ...answer } }
}

describe('conversationHistory', () => {
  it('sends answered and unanswered turns with their text, skipping errors and the one still streaming', () => {
    const turns = [
      turn(0, { status: 'answered', sentences: [] }),
      turn(1, { status: 'no-answer', noAnswer: { message: 'Not covered.', related: [] } }),
      turn(2, { status: 'error', error: { message: 'Too many questions.', status: 429 } }),
      turn(3, { status: 'streaming' }),
    ]
    expect(conversationHistory(turns)).toEqual([
      { question: 'question 0', answer: '' },
      { question: 'question 1', answer: 'Not covered.' },
    ])
  })

  it('keeps the most recent turns the endpoint accepts', () => {
    const turns = Array.from({ length: MAX_HISTORY_TURNS + 3 }, (_, id) => turn(id, { status: 'answered' }))
    const history = conversationHistory(turns)
    expect(history).toHaveLength(MAX_HISTORY_TURNS)
    expect(history[0]!.question).toBe('question 3')
  })
})
