/** Every user-visible string of the answer engine and its endpoint, so wording changes in one place. */
import { siteConfig } from '@/site.config'

const { maxQuestionLength } = siteConfig.search.ask

export const askStrings = {
  // The dialog's question mode.
  askItem: (query: string) => `Ask AI: ${query}`,
  /** The listbox of the no-results screen, whose one option is the question. */
  askListLabel: 'Ask the documentation',
  answerRegionLabel: 'Answer from the documentation',
  composing: 'Looking through the documentation…',
  followUpPlaceholder: 'Ask a follow-up question',
  copyAnswer: 'Copy answer',
  answerCopied: 'Answer copied',
  copyFailed: 'The answer could not be copied. Select the text and copy it instead.',
  backToSearch: 'Back to search',
  askButton: 'Ask',
  followUpLabel: 'Follow-up question',
  askedQuestion: 'You asked',
  /** The accessible name of a citation link such as "[2]". */
  citationLabel: (number: number, title: string) => `Source ${number}: ${title}`,
  // The answer and the endpoint.
  noAnswer: `The ${siteConfig.title} ${siteConfig.version} documentation does not cover this question, so there is no answer to give here.`,
  noAnswerRelated: 'These pages touch on some of its words:',
  sourcesHeading: 'Sources',
  /** Between a page title and its headings, as in search results. */
  pathSeparator: ' › ',
  interrupted: 'The answer was cut off. Please ask again.',
  unreachable: 'The question could not be sent. Check your network connection and ask again.',
  failed: 'Something went wrong while composing the answer. Please ask again.',
  indexUnavailable:
    'The documentation index is not available right now, so questions cannot be answered. Please try again shortly; if you run this site, publish the content with `npm run content:publish` (or `npm run build`).',
  methodNotAllowed: 'Questions are sent with POST and a JSON body: {"question": "..."}.',
  malformedBody: 'The body must be a JSON object such as {"question": "How do I secure the server?"}.',
  questionNotString: 'The "question" field must be a string.',
  emptyQuestion: 'The question is empty. Type a question about the documentation.',
  questionTooLong: (length: number) =>
    `The question is ${length} characters long; questions are limited to ${maxQuestionLength} characters.`,
  historyInvalid: (limit: number) =>
    `"history" must be a list of at most ${limit} earlier turns, each {"question": "...", "answer"?: "..."}.`,
  bodyTooLarge: (limit: number) => `The body is larger than ${limit} bytes.`,
  rateLimited: (seconds: number) =>
    `Too many questions in a short time. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and ask again.`,
} as const
