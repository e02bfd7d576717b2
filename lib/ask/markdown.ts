/**
 * "Copy answer": an answer as markdown, each sentence followed by its citation as a link, then the
 * numbered sources (or, without an answer, the related pages). Links are made absolute with the
 * origin the caller passes (the dialog passes the page's origin), so the copy works anywhere.
 */
import type { AnswerState } from './answer-state'
import { askStrings } from './strings'
import type { AnswerSource } from './types'

export interface MarkdownOptions {
  /** Put in front of site paths, e.g. `https://docs.example.org`; without it links stay site-relative. */
  origin?: string
  /** The question, quoted above the answer. */
  question?: string
}

/** Escapes what markdown would read as markup in a sentence of prose. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>#|]/g, (char) => `\\${char}`)
}

/** Link destinations in angle brackets may hold spaces and parentheses, never `<`, `>` or line breaks. */
function linkDestination(url: string, origin: string): string {
  const absolute = url.startsWith('/') ? `${origin.replace(/\/$/, '')}${url}` : url
  return `<${absolute.replace(/[<>\n\r]/g, encodeURIComponent)}>`
}

export function sourceTitle(source: Pick<AnswerSource, 'pageTitle' | 'headings'>): string {
  return [source.pageTitle, ...source.headings].join(askStrings.pathSeparator)
}

export function formatAnswerMarkdown(state: AnswerState, options: MarkdownOptions = {}): string {
  const origin = options.origin ?? ''
  const blocks: string[] = []
  if (options.question) blocks.push(`> ${escapeMarkdown(options.question.replace(/\s+/g, ' ').trim())}`)
  if (state.noAnswer) {
    blocks.push(escapeMarkdown(state.noAnswer.message))
    if (state.noAnswer.related.length > 0) {
      blocks.push(
        [
          escapeMarkdown(askStrings.noAnswerRelated),
          ...state.noAnswer.related.map(
            (page) => `- [${escapeMarkdown(page.title)}](${linkDestination(page.url, origin)})`,
          ),
        ].join('\n'),
      )
    }
    return `${blocks.join('\n\n')}\n`
  }
  blocks.push(
    state.sentences
      .map(
        (sentence) =>
          `${escapeMarkdown(sentence.text)} [\\[${sentence.source.number}\\]](${linkDestination(sentence.source.url, origin)})`,
      )
      .join(' '),
  )
  if (state.sources.length > 0) {
    blocks.push(
      [
        `**${askStrings.sourcesHeading}**`,
        '',
        ...state.sources.map(
          (source) =>
            `${source.number}. [${escapeMarkdown(sourceTitle(source))}](${linkDestination(source.url, origin)})`,
        ),
      ].join('\n'),
    )
  }
  return `${blocks.join('\n\n')}\n`
}
