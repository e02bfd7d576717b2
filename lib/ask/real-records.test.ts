/**
 * @jest-environment node
 *
 * The answer engine on the site's real search records (a release built from what contentlayer
 * generated, as `content:publish` builds it): real questions must cite the pages that cover them.
 */
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import askHandler from '@/pages/api/ask'
import { FsReleaseStore } from '@/lib/releases/fs-store'
import { releaseTracker } from '@/lib/releases/server'
import { createSearchIndex, type SearchIndex } from '@/lib/search/engine/engine'
import { buildSiteRelease } from '@/scripts/lib/site-release'
import { siteConfig } from '@/site.config'
import { REAL_QUESTIONS, UNANSWERED_QUESTIONS } from './__fixtures__/real-questions'
import { composeAnswer } from './compose'
import { readAnswerStream } from './stream'
import type { AnswerEvent } from './types'

let index: SearchIndex
let storeDir: string

beforeAll(async () => {
  const release = buildSiteRelease(process.cwd())
  index = createSearchIndex(release.search.records)
  // The ask endpoint reads the current release of the store the environment names.
  storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ask-releases-'))
  process.env.CONTENT_STORE_DIR = storeDir
  await new FsReleaseStore(path.join(storeDir, siteConfig.version)).publish(release)
}, 120_000)

afterAll(async () => {
  await releaseTracker().close()
  fs.rmSync(storeDir, { recursive: true, force: true })
})

function cited(question: string): { urls: string[]; events: AnswerEvent[] } {
  const events = [...composeAnswer(index, { question, history: [] })]
  const urls = events.flatMap((event) =>
    event.type === 'sources' ? event.sources.map((source) => source.url) : [],
  )
  return { urls, events }
}

describe('answers from the real docs', () => {
  it.each([
    ['how do I secure the actuator endpoints?', '/3.5.6/docs/server/security'],
    ['how do I send notifications to Slack?', '/3.5.6/docs/server/notifications/notifier-slack'],
    ['how do I run several admin servers in a cluster?', '/3.5.6/docs/server/Clustering'],
  ])('"%s" cites %s first', (question, page) => {
    const { urls } = cited(question)
    expect(urls[0]?.startsWith(page)).toBe(true)
  })

  it('cites the expected page for nearly all of the benchmark questions', () => {
    const misses = REAL_QUESTIONS.filter(
      ({ question, expected }) =>
        !cited(question).urls.some((url) => expected.some((prefix) => url.startsWith(`/3.5.6${prefix}`))),
    ).map(({ question }) => question)
    expect(misses.length).toBeLessThanOrEqual(Math.floor(REAL_QUESTIONS.length * 0.1))
  })

  it.each(UNANSWERED_QUESTIONS)('says the docs do not cover "%s"', (question) => {
    expect(cited(question).events[0]?.type).toBe('no-answer')
  })

  it('answers over HTTP through the site’s endpoint', async () => {
    const server = http.createServer((req, res) => void askHandler(req, res))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const response = await fetch(`http://127.0.0.1:${port}/3.5.6/api/ask`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ question: 'How do I secure the actuator endpoints?' }),
      })
      expect(response.status).toBe(200)
      const events: AnswerEvent[] = []
      for await (const event of readAnswerStream(response)) events.push(event)
      expect(events[0]).toMatchObject({
        type: 'sentence',
        source: { url: expect.stringMatching(/^\/3\.5\.6\/docs\/server\/security#/) },
      })
      expect(events.at(-1)).toEqual({ type: 'done' })
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
