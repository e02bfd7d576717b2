/**
 * The docs answer provider: answers composed from the site's own search index, on this server,
 * with no network access at all. It is the only provider today; see `AnswerProvider`.
 */
import { holdIndex, type SearchIndex } from '@/lib/search/engine/engine'
import { composeAnswer, type ComposeOptions } from './compose'
import { corpusOf } from './corpus'
import { askStrings } from './strings'
import type { AnswerEvent, AnswerProvider, AnswerRequest } from './types'

export interface DocsAnswerProviderOptions extends ComposeOptions {
  /**
   * The index to answer from, asked for on every question so that a rebuilt index is used at
   * once; `undefined` while there is none.
   */
  index: () => SearchIndex | undefined | Promise<SearchIndex | undefined>
}

/** Derives the answer engine's data from an index ahead of the first question. */
export function prepareIndex(index: SearchIndex): void {
  corpusOf(index)
}

export function createDocsAnswerProvider(options: DocsAnswerProviderOptions): AnswerProvider {
  return {
    name: 'docs',
    async *answer(
      request: AnswerRequest,
      signal?: AbortSignal,
    ): AsyncGenerator<AnswerEvent, void, undefined> {
      const index = await options.index()
      if (!index) {
        yield { type: 'error', message: askStrings.indexUnavailable, status: 503 }
        yield { type: 'done' }
        return
      }
      // Held while the answer is streamed, event by event (index-holds.ts).
      const release = holdIndex(index)
      try {
        for (const event of composeAnswer(index, request, options)) {
          if (signal?.aborted) return
          yield event
        }
      } catch (error) {
        console.error('[ask] composing an answer failed:', error)
        yield { type: 'error', message: askStrings.failed }
        yield { type: 'done' }
      } finally {
        release()
      }
    },
  }
}
