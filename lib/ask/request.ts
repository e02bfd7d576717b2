/**
 * The body of `POST /api/ask`: `{"question": "...", "history"?: [{"question": "...", "answer"?: "..."}]}`.
 * Anything else is refused with a message that says what was wrong, as a 400.
 */
import { siteConfig } from '@/site.config'
import { askStrings } from './strings'
import type { AnswerRequest, HistoryTurn } from './types'

export const MAX_BODY_BYTES = 64 * 1024
/** Older turns add nothing to a follow-up; the docs provider reads only the last two. */
export const MAX_HISTORY_TURNS = 10

export type ParsedAskRequest =
  { ok: true; request: AnswerRequest } | { ok: false; status: 400; message: string }

function refuse(message: string): ParsedAskRequest {
  return { ok: false, status: 400, message }
}

/** Length in characters as a reader counts them (an emoji is one), not UTF-16 units. */
export function characterCount(text: string): number {
  let count = 0
  for (const _character of text) count++
  return count
}

function parseHistory(value: unknown): HistoryTurn[] | null {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value) || value.length > MAX_HISTORY_TURNS) return null
  const turns: HistoryTurn[] = []
  for (const turn of value) {
    if (typeof turn !== 'object' || turn === null || Array.isArray(turn)) return null
    const { question, answer } = turn as Record<string, unknown>
    if (typeof question !== 'string' || characterCount(question) > siteConfig.search.ask.maxQuestionLength)
      return null
    if (answer !== undefined && typeof answer !== 'string') return null
    turns.push(answer === undefined ? { question } : { question, answer })
  }
  return turns
}

export function parseAskRequest(body: string): ParsedAskRequest {
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    return refuse(askStrings.malformedBody)
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return refuse(askStrings.malformedBody)
  const { question, history } = json as Record<string, unknown>
  if (question === undefined) return refuse(askStrings.malformedBody)
  if (typeof question !== 'string') return refuse(askStrings.questionNotString)
  const trimmed = question.trim()
  if (trimmed === '') return refuse(askStrings.emptyQuestion)
  const length = characterCount(trimmed)
  if (length > siteConfig.search.ask.maxQuestionLength) return refuse(askStrings.questionTooLong(length))
  const turns = parseHistory(history)
  if (turns === null) return refuse(askStrings.historyInvalid(MAX_HISTORY_TURNS))
  return { ok: true, request: { question: trimmed, history: turns } }
}
