import { fixtureIndex, SECURITY_ANSWER_EVENT_TYPES } from './__fixtures__/fixture-docs'
import { isIndexHeld } from '../search/engine/index/index-holds'
import { createDocsAnswerProvider } from './provider'
import type { AnswerEvent, AnswerProvider } from './types'

async function collect(
  provider: AnswerProvider,
  question: string,
  signal?: AbortSignal,
): Promise<AnswerEvent[]> {
  const events: AnswerEvent[] = []
  for await (const event of provider.answer({ question, history: [] }, signal)) events.push(event)
  return events
}

describe('createDocsAnswerProvider', () => {
  const index = fixtureIndex()

  it('answers from the index it is given, asked for on every question', async () => {
    const source = jest.fn(() => Promise.resolve(index))
    const provider = createDocsAnswerProvider({ index: source })
    const events = await collect(provider, 'How do I secure the actuator endpoints?')
    expect(events.map((event) => event.type)).toEqual(SECURITY_ANSWER_EVENT_TYPES)
    await collect(provider, 'cluster')
    expect(source).toHaveBeenCalledTimes(2)
  })

  it('passes its options on to the composer', async () => {
    const provider = createDocsAnswerProvider({ index: () => index, maxSentences: 1 })
    const events = await collect(provider, 'How do I secure the actuator endpoints?')
    expect(events.filter((event) => event.type === 'sentence')).toHaveLength(1)
  })

  it('reports a missing index as a 503 error', async () => {
    const events = await collect(createDocsAnswerProvider({ index: () => undefined }), 'anything')
    expect(events).toEqual([
      { type: 'error', message: expect.stringMatching(/not available/), status: 503 },
      { type: 'done' },
    ])
  })

  it('holds the index while it streams the answer, so a newer index never takes its memory', async () => {
    const held: boolean[] = []
    const provider = createDocsAnswerProvider({ index: () => index })
    for await (const event of provider.answer({ question: 'cluster', history: [] })) {
      held.push(isIndexHeld(index))
      if (event.type === 'done') break
    }
    expect(held.length).toBeGreaterThan(1)
    expect(held.every(Boolean)).toBe(true)
    expect(isIndexHeld(index)).toBe(false)
  })

  it('stops when the request is aborted', async () => {
    const controller = new AbortController()
    controller.abort()
    expect(
      await collect(createDocsAnswerProvider({ index: () => index }), 'cluster', controller.signal),
    ).toEqual([])
  })

  it('turns a failure into an error event', async () => {
    const broken = { ...index, records: null } as unknown as typeof index
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const events = await collect(createDocsAnswerProvider({ index: () => broken }), 'cluster')
    expect(events).toEqual([
      { type: 'error', message: expect.stringMatching(/went wrong/) },
      { type: 'done' },
    ])
    spy.mockRestore()
  })
})
