/**
 * The answer engine's vocabulary, shared by the server (which composes and streams answers) and
 * the dialog (which reads the stream): a question in, a sequence of events out.
 */

/**
 * The tags around the question's words in `SentenceEvent.html`: the same as the search dialog's
 * highlights, so one parser (`parseHighlightedParts`) renders both.
 */
export const ANSWER_HIGHLIGHT_TAGS = { preTag: '<mark>', postTag: '</mark>' } as const

/** An earlier question of the same conversation, for follow-ups ("and for Teams?"). */
export interface HistoryTurn {
  question: string
  /** The plain text of the answer shown; the docs provider does not need it, a hosted model would. */
  answer?: string
}

export interface AnswerRequest {
  question: string
  /** Oldest first. */
  history: HistoryTurn[]
}

/** Where a sentence of an answer comes from: one heading of one page. */
export interface AnswerSource {
  /** The citation number shown after the sentences, starting at 1. */
  number: number
  /** Path under the site origin with the exact heading anchor, e.g. `/3.5.6/docs/server/security#sba-client`. */
  url: string
  pageTitle: string
  /** The heading trail below the page title (`Securing Client Actuator Endpoints › SBA Client`); empty for a page's introduction. */
  headings: string[]
  /** The top-level section of the docs (`Server`, `Client`, …). */
  section: string
}

/** A page offered when the docs do not answer the question. */
export interface RelatedPage {
  url: string
  title: string
  section: string
}

export interface SentenceEvent {
  type: 'sentence'
  /** 0-based order of the sentence in the answer. */
  index: number
  /** The sentence exactly as the docs write it. */
  text: string
  /**
   * The sentence HTML-escaped, with the question's words wrapped in the highlight tags
   * (`<mark>`…`</mark>`), the same form as search highlights: only the tags are markup.
   */
  html: string
  /** Its source; the same source appears again in the `sources` event. */
  source: AnswerSource
}

export interface SourcesEvent {
  type: 'sources'
  sources: AnswerSource[]
}

export interface NoAnswerEvent {
  type: 'no-answer'
  message: string
  /** Up to three pages that touch on some of the question's words. */
  related: RelatedPage[]
}

export interface AnswerErrorEvent {
  type: 'error'
  message: string
  /** The HTTP status when the request itself was refused (400, 413, 429, …). */
  status?: number
  /** With 429: seconds until the next question is accepted. */
  retryAfterSeconds?: number
}

export interface DoneEvent {
  type: 'done'
}

/** A stream is: sentences then sources, or a no-answer, or an error; then done. */
export type AnswerEvent = SentenceEvent | SourcesEvent | NoAnswerEvent | AnswerErrorEvent | DoneEvent

/**
 * Where answers come from. The docs provider composes them from the docs' own sentences; a hosted
 * model could be another provider producing the same events, and neither the endpoint nor the
 * dialog would change.
 */
export interface AnswerProvider {
  /** For logs and a possible "answered by" line. */
  readonly name: string
  answer(request: AnswerRequest, signal?: AbortSignal): AsyncIterable<AnswerEvent>
}
