import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { askStrings } from '@/lib/ask/strings'
import { startAskBackend, type AskBackend } from './__fixtures__/askBackend'
import { noAnswer, securityAnswer, firstSentence, secondSentence } from './__fixtures__/askEvents'
import { createFakeAskEndpoint, type AskScript } from './__fixtures__/fakeAskEndpoint'
import { embeddedTarget as target, startSearchBackendForFile } from './__fixtures__/searchBackend'
import { SearchDialog } from './SearchDialog'

const mockPush = jest.fn((_path: string) => Promise.resolve(true))
jest.mock('next/router', () => ({ useRouter: () => ({ push: mockPush }) }))

/** A question the docs of dialogRecords.ts have no hit for. */
const QUESTION = 'how do I secure the dashboard with single sign-on?'

// Searches go through the real client to the real search handler (dialogRecords.ts). Answers come
// from a scripted endpoint where a test needs to hold a stream mid-answer, else from the real one.
const backend = startSearchBackendForFile()

let askBackend: AskBackend | null = null
afterEach(async () => {
  await askBackend?.close()
  askBackend = null
})

function renderWith(askFetch: NonNullable<Parameters<typeof SearchDialog>[0]['askFetch']>) {
  const onClose = jest.fn()
  const user = userEvent.setup()
  const view = render(
    <SearchDialog searchClient={backend.client()} target={target} onClose={onClose} askFetch={askFetch} />,
  )
  const input = screen.getByRole('combobox', { name: 'Search docs' })
  return { ...view, onClose, user, input }
}

function renderDialog(script?: AskScript) {
  const endpoint = createFakeAskEndpoint(script)
  const onClose = jest.fn()
  const user = userEvent.setup()
  const view = render(
    <SearchDialog
      searchClient={backend.client()}
      target={target}
      onClose={onClose}
      askFetch={endpoint.fetch}
    />,
  )
  const input = screen.getByRole('combobox', { name: 'Search docs' })
  return { ...endpoint, ...view, onClose, user, input }
}

const answerRegion = () => screen.getByRole('region', { name: askStrings.answerRegionLabel })
const followUpInput = () => screen.getByRole('textbox', { name: askStrings.followUpLabel })

/** Types a question that finds no hits, where the question is the one (active) option, and asks it. */
async function askFromNoResults(rendered: ReturnType<typeof renderWith>, question = QUESTION) {
  await rendered.user.type(rendered.input, question)
  await screen.findByRole('listbox', { name: askStrings.askListLabel })
  await rendered.user.keyboard('{Enter}')
  await waitFor(() => expect(answerRegion()).toBeInTheDocument())
}

beforeEach(() => mockPush.mockClear())

describe('entering question mode', () => {
  it('offers "Ask AI: <query>" first in the listbox, one arrow key above the best hit', async () => {
    const { user, input, requests } = renderDialog(() => securityAnswer)
    await user.type(input, 'installation')
    const listbox = await screen.findByRole('listbox', { name: 'Search results' })
    const [askOption, firstHit] = within(listbox).getAllByRole('option')
    expect(askOption).toHaveTextContent('Ask AI: installation')
    // Enter still opens the best hit by default.
    expect(input).toHaveAttribute('aria-activedescendant', firstHit!.id)
    await user.keyboard('{ArrowUp}')
    expect(input).toHaveAttribute('aria-activedescendant', askOption!.id)
    expect(askOption).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(answerRegion()).toHaveTextContent('Securing Spring Boot Admin Server'))
    expect(requests()).toEqual([{ question: 'installation', history: [] }])
    expect(screen.queryByRole('combobox')).toBeNull()
    expect(followUpInput()).toHaveFocus()
    expect(mockPush).not.toHaveBeenCalled()
  })

  it('a click on the option asks too; with no hits the question is the active option', async () => {
    askBackend = await startAskBackend({ questionsPerWindow: 5, windowMs: 60_000 })
    const rendered = renderWith(askBackend.askFetch)
    await rendered.user.type(rendered.input, QUESTION)
    const option = await screen.findByRole('option', { name: `Ask AI: ${QUESTION}` })
    expect(rendered.input).toHaveAttribute('aria-activedescendant', option.id)
    await rendered.user.click(option)
    expect(await screen.findByRole('heading', { name: `You asked: ${QUESTION}` })).toBeInTheDocument()
    expect(askBackend.requests).toEqual([{ question: QUESTION, history: [] }])
    // The real endpoint's answer: these docs say nothing about single sign-on.
    await waitFor(() => expect(answerRegion()).toHaveTextContent(askStrings.noAnswer))
  })
})

describe('the answer', () => {
  it('streams sentence by sentence into a polite live region, with citations and sources', async () => {
    const rendered = renderDialog()
    await askFromNoResults(rendered)
    const region = answerRegion()
    expect(region).toHaveAttribute('aria-live', 'polite')
    expect(region).toHaveTextContent(askStrings.composing)
    const [answer] = rendered.answers
    await act(async () => answer!.send(firstSentence))
    await waitFor(() => expect(region).toHaveTextContent('Since there are several approaches'))
    expect(region).not.toHaveTextContent(askStrings.composing)
    expect(region).not.toHaveTextContent('actuator endpoints of clients')
    expect(screen.queryByRole('button', { name: askStrings.copyAnswer })).toBeNull()

    await act(async () => {
      answer!.send(secondSentence)
      answer!.send(securityAnswer[2]!)
      answer!.send({ type: 'done' })
    })
    await screen.findByRole('button', { name: askStrings.copyAnswer })
    const citation = screen.getByRole('link', {
      name: 'Source 2: Security › Securing Client Actuator Endpoints',
    })
    expect(citation).toHaveTextContent('[2]')
    expect(citation).toHaveAttribute('href', '/3.5.6/docs/server/security#securing-client-actuator-endpoints')
    expect(within(region).getByRole('heading', { name: 'Sources' })).toBeInTheDocument()
    const sources = within(region).getByRole('list')
    expect(
      within(sources)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Security › Securing Spring Boot Admin Server',
      'Security › Securing Client Actuator Endpoints',
    ])
  })

  it('shows escaped text as characters and highlights as <mark>, never injecting markup', async () => {
    const rendered = renderDialog(() => securityAnswer)
    await askFromNoResults(rendered)
    await waitFor(() => expect(answerRegion()).toHaveTextContent('use <b>Spring Security</b>.'))
    expect(answerRegion().querySelector('b')).toBeNull()
    expect(within(answerRegion()).getAllByText('secured', { selector: 'mark' })).toHaveLength(1)
  })

  it('a citation navigates client-side to its heading anchor and closes the dialog', async () => {
    const rendered = renderDialog(() => securityAnswer)
    await askFromNoResults(rendered)
    await rendered.user.click(await screen.findByRole('link', { name: /^Source 1:/ }))
    expect(mockPush).toHaveBeenCalledWith('/docs/server/security#securing-spring-boot-admin-server')
    expect(rendered.onClose).toHaveBeenCalled()
  })

  it('says plainly when the docs do not answer, with up to three related pages', async () => {
    const rendered = renderDialog(() => noAnswer)
    await askFromNoResults(rendered, 'what is the weather?')
    const region = answerRegion()
    await waitFor(() => expect(region).toHaveTextContent('does not cover this question'))
    expect(region).toHaveTextContent(askStrings.noAnswerRelated)
    expect(
      within(region)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/3.5.6/docs/server/notifications',
      '/3.5.6/docs/server/notifications/notifier-slack',
      '/3.5.6/docs/server/Clustering',
    ])
    expect(within(region).queryByRole('heading', { name: 'Sources' })).toBeNull()
  })

  it('shows the endpoint’s 429 with the wait its Retry-After gives', async () => {
    askBackend = await startAskBackend({ questionsPerWindow: 1, windowMs: 30_000 })
    const rendered = renderWith(askBackend.askFetch)
    await askFromNoResults(rendered)
    await screen.findByRole('button', { name: askStrings.copyAnswer })
    await rendered.user.type(followUpInput(), 'and with a proxy?{Enter}')
    await waitFor(() => expect(askBackend!.responses).toHaveLength(2))
    const refused = askBackend.responses[1]!
    expect(refused).toEqual({ status: 429, retryAfter: '30' })
    await waitFor(() =>
      expect(answerRegion()).toHaveTextContent(askStrings.rateLimited(Number(refused.retryAfter))),
    )
    expect(answerRegion()).toHaveTextContent('Please wait 30 seconds and ask again.')
    expect(screen.getAllByRole('button', { name: askStrings.copyAnswer })).toHaveLength(1)
  })

  it('shows a refusal’s message plainly (400)', async () => {
    const rendered = renderDialog(() => ({ status: 400, message: askStrings.emptyQuestion }))
    await askFromNoResults(rendered)
    await waitFor(() => expect(answerRegion()).toHaveTextContent(askStrings.emptyQuestion))
    expect(screen.queryByRole('button', { name: askStrings.copyAnswer })).toBeNull()
  })

  it('reports an unreachable endpoint', async () => {
    const onClose = jest.fn()
    const user = userEvent.setup()
    render(
      <SearchDialog
        searchClient={backend.client()}
        target={target}
        onClose={onClose}
        askFetch={() => Promise.reject(new TypeError('Failed to fetch'))}
      />,
    )
    await user.type(screen.getByRole('combobox'), QUESTION)
    await screen.findByRole('listbox', { name: askStrings.askListLabel })
    await user.keyboard('{Enter}')
    await waitFor(() => expect(answerRegion()).toHaveTextContent(askStrings.unreachable))
  })
})

describe('follow-ups, copy and keys', () => {
  it('keeps earlier turns above and sends them as history with a follow-up', async () => {
    const rendered = renderDialog((request) => (request.history.length === 0 ? securityAnswer : noAnswer))
    await askFromNoResults(rendered)
    await screen.findByRole('button', { name: askStrings.copyAnswer })
    await rendered.user.type(followUpInput(), 'and for Slack?{Enter}')
    await waitFor(() => expect(answerRegion()).toHaveTextContent('does not cover this question'))
    expect(followUpInput()).toHaveValue('')
    expect(followUpInput()).toHaveFocus()
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      `You asked: ${QUESTION}`,
      'You asked: and for Slack?',
    ])
    expect(answerRegion()).toHaveTextContent('Since there are several approaches')
    expect(rendered.requests()[1]).toEqual({
      question: 'and for Slack?',
      history: [
        {
          question: QUESTION,
          answer: `${(firstSentence as { text: string }).text} ${(secondSentence as { text: string }).text}`,
        },
      ],
    })
  })

  it('a new question aborts the answer still streaming; closing the dialog aborts too', async () => {
    const rendered = renderDialog()
    await askFromNoResults(rendered)
    await rendered.user.type(followUpInput(), 'and for Slack?{Enter}')
    await waitFor(() => expect(rendered.answers).toHaveLength(2))
    expect(rendered.answers[0]!.aborted).toBe(true)
    expect(rendered.answers[1]!.aborted).toBe(false)
    rendered.unmount()
    expect(rendered.answers[1]!.aborted).toBe(true)
  })

  it('"Copy answer" copies markdown with the source links and confirms it', async () => {
    const rendered = renderDialog(() => securityAnswer)
    await askFromNoResults(rendered)
    await rendered.user.click(await screen.findByRole('button', { name: askStrings.copyAnswer }))
    expect(await screen.findByText(askStrings.answerCopied)).toBeVisible()
    const copied = await navigator.clipboard.readText()
    expect(copied).toContain(`> ${QUESTION}`)
    expect(copied).toContain(
      '[\\[2\\]](<http://localhost/3.5.6/docs/server/security#securing-client-actuator-endpoints>)',
    )
    expect(copied).toContain('**Sources**')
    expect(copied).toContain('use \\<b\\>Spring Security\\</b\\>.')
  })

  it('Escape goes back to keyword search first, then behaves as usual, then closes the dialog', async () => {
    const rendered = renderDialog(() => securityAnswer)
    await rendered.user.type(rendered.input, 'installation')
    await screen.findByRole('listbox', { name: 'Search results' })
    await rendered.user.keyboard('{ArrowUp}{Enter}')
    await screen.findByRole('button', { name: askStrings.copyAnswer })
    await rendered.user.keyboard('{Escape}')
    const input = await screen.findByRole('combobox', { name: 'Search docs' })
    expect(rendered.onClose).not.toHaveBeenCalled()
    expect(input).toHaveValue('installation')
    await waitFor(() => expect(input).toHaveFocus())
    expect(screen.queryByRole('region', { name: askStrings.answerRegionLabel })).toBeNull()
    await screen.findByRole('listbox', { name: 'Search results' })
    // The question stays the active option; asking again keeps the conversation above.
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /^Ask AI/ }).id)
    await rendered.user.keyboard('{Enter}')
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2))
    await rendered.user.click(screen.getByRole('button', { name: askStrings.backToSearch }))
    await rendered.user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).toBeNull()
    await rendered.user.keyboard('{Escape}')
    expect(screen.getByRole('combobox')).toHaveValue('')
    expect(rendered.onClose).not.toHaveBeenCalled()
    await rendered.user.keyboard('{Escape}')
    expect(rendered.onClose).toHaveBeenCalled()
  })

  it('ignores Escape while an input method is composing in the follow-up input', async () => {
    const rendered = renderDialog(() => securityAnswer)
    await askFromNoResults(rendered)
    act(() => {
      followUpInput().dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true, isComposing: true }),
      )
    })
    expect(answerRegion()).toBeInTheDocument()
    expect(rendered.onClose).not.toHaveBeenCalled()
  })
})
