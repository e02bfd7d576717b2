import type { MouseEvent } from 'react'
import { useClipboardCopy } from '@/hooks/useClipboardCopy'
import type { ConversationTurn } from '@/hooks/useAskConversation'
import { formatAnswerMarkdown, sourceTitle } from '@/lib/ask/markdown'
import { askStrings } from '@/lib/ask/strings'
import { ANSWER_HIGHLIGHT_TAGS, type SentenceEvent } from '@/lib/ask/types'
import { parseHighlightedParts } from '@/lib/search-dialog/highlight'
import { HighlightedText } from './HighlightedText'

export interface AskAnswerProps {
  turn: ConversationTurn
  onLinkClick: (event: MouseEvent<HTMLAnchorElement>, url: string) => void
}

const linkClass = 'font-medium text-brand-800 underline dark:text-brand-300'

function Sentence({
  sentence,
  onLinkClick,
}: { sentence: SentenceEvent } & Pick<AskAnswerProps, 'onLinkClick'>) {
  const { source } = sentence
  return (
    <span data-ask-sentence="">
      <HighlightedText
        parts={parseHighlightedParts(
          sentence.html,
          ANSWER_HIGHLIGHT_TAGS.preTag,
          ANSWER_HIGHLIGHT_TAGS.postTag,
        )}
      />
      <a
        href={source.url}
        aria-label={askStrings.citationLabel(source.number, sourceTitle(source))}
        onClick={(event) => onLinkClick(event, source.url)}
        className={`ml-0.5 align-super text-xs ${linkClass}`}
      >
        [{source.number}]
      </a>{' '}
    </span>
  )
}

function CopyButton({ turn }: { turn: ConversationTurn }) {
  const { status, copy } = useClipboardCopy()
  const markdown = () =>
    formatAnswerMarkdown(turn.answer, { origin: window.location.origin, question: turn.question })
  return (
    <div className="mt-3 flex items-center gap-3 text-sm">
      <button
        type="button"
        onClick={() => void copy(markdown())}
        className="rounded-md border border-slate-300 px-2 py-1 font-medium text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        {askStrings.copyAnswer}
      </button>
      {status === 'copied' && (
        <span className="text-slate-600 dark:text-slate-300">{askStrings.answerCopied}</span>
      )}
      {status === 'failed' && <span className="text-red-700 dark:text-red-300">{askStrings.copyFailed}</span>}
    </div>
  )
}

/** One question and its answer: cited sentences and sources, or no answer and related pages, or an error. */
export function AskAnswer({ turn, onLinkClick }: AskAnswerProps) {
  const { answer } = turn
  const headingId = `ask-question-${turn.id}`
  return (
    <article
      aria-labelledby={headingId}
      data-ask-turn=""
      className="border-b border-slate-200 px-4 py-4 last:border-b-0 dark:border-slate-700"
    >
      <h3 id={headingId} className="font-semibold text-slate-900 dark:text-white">
        <span className="sr-only">{askStrings.askedQuestion}: </span>
        {turn.question}
      </h3>
      <div className="mt-2 text-sm leading-6 text-slate-700 dark:text-slate-200">
        {answer.status === 'streaming' && answer.sentences.length === 0 && (
          <p className="text-slate-600 dark:text-slate-300">{askStrings.composing}</p>
        )}
        {answer.sentences.length > 0 && (
          <p data-ask-text="">
            {answer.sentences.map((sentence) => (
              <Sentence key={sentence.index} sentence={sentence} onLinkClick={onLinkClick} />
            ))}
          </p>
        )}
        {answer.sources.length > 0 && answer.status !== 'no-answer' && (
          <div className="mt-3">
            <h4 className="text-xs font-semibold tracking-wide text-brand-800 uppercase dark:text-brand-300">
              {askStrings.sourcesHeading}
            </h4>
            <ol className="mt-1 space-y-1">
              {answer.sources.map((source) => (
                <li key={source.number}>
                  <span aria-hidden="true">{source.number}. </span>
                  <a
                    href={source.url}
                    onClick={(event) => onLinkClick(event, source.url)}
                    className={linkClass}
                  >
                    {sourceTitle(source)}
                  </a>{' '}
                  <span className="text-xs text-slate-600 dark:text-slate-300">({source.section})</span>
                </li>
              ))}
            </ol>
          </div>
        )}
        {answer.noAnswer && (
          <div>
            <p>{answer.noAnswer.message}</p>
            {answer.noAnswer.related.length > 0 && (
              <>
                <p className="mt-2">{askStrings.noAnswerRelated}</p>
                <ul className="mt-1 list-disc space-y-1 pl-5">
                  {answer.noAnswer.related.slice(0, 3).map((page) => (
                    <li key={page.url}>
                      <a
                        href={page.url}
                        onClick={(event) => onLinkClick(event, page.url)}
                        className={linkClass}
                      >
                        {page.title}
                      </a>{' '}
                      <span className="text-xs text-slate-600 dark:text-slate-300">({page.section})</span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
        {answer.error && (
          <p data-ask-error="" className="font-medium text-red-700 dark:text-red-300">
            {answer.error.message}
          </p>
        )}
        {(answer.status === 'answered' || answer.status === 'no-answer') && <CopyButton turn={turn} />}
      </div>
    </article>
  )
}
