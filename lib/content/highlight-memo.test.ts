/** @jest-environment node */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { getSingletonHighlighter } from 'shiki'
import { createFileCache } from './file-cache'
import { getRememberingHighlighter, rememberHighlights } from './highlight-memo'

const themes = { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' }

describe('rememberHighlights', () => {
  const counting = () => {
    const calls: string[] = []
    const codeToHtml = ((code: string) => {
      calls.push(code)
      return `<pre>${code}</pre>`
    }) as Parameters<typeof rememberHighlights>[0]
    return { calls, codeToHtml }
  }

  it('highlights a block once and answers the same block again from memory', () => {
    const { calls, codeToHtml } = counting()
    const remembered = rememberHighlights(codeToHtml)
    expect(remembered('a = 1', { lang: 'python', themes })).toBe('<pre>a = 1</pre>')
    expect(remembered('a = 1', { lang: 'python', themes })).toBe('<pre>a = 1</pre>')
    expect(calls).toEqual(['a = 1'])
  })

  it('tells blocks apart by language, meta string and themes as well as code', () => {
    const { calls, codeToHtml } = counting()
    const remembered = rememberHighlights(codeToHtml)
    remembered('x', { lang: 'yaml', themes })
    remembered('x', { lang: 'json', themes })
    remembered('x', { lang: 'yaml', themes, meta: { __raw: 'title="a"' } })
    remembered('x', { lang: 'yaml', theme: 'github-light-high-contrast' })
    expect(calls).toHaveLength(4)
  })

  it('never remembers calls with transformers, whose effect it cannot key', () => {
    const { calls, codeToHtml } = counting()
    const remembered = rememberHighlights(codeToHtml)
    const transformers = [{ name: 'mark' }]
    remembered('x', { lang: 'yaml', themes, transformers })
    remembered('x', { lang: 'yaml', themes, transformers })
    expect(calls).toHaveLength(2)
  })

  it('drops the least recently used block when full', () => {
    const { calls, codeToHtml } = counting()
    const remembered = rememberHighlights(codeToHtml, { maxBlocks: 2 })
    remembered('a', { lang: 'text', themes })
    remembered('b', { lang: 'text', themes })
    remembered('a', { lang: 'text', themes })
    remembered('c', { lang: 'text', themes })
    remembered('a', { lang: 'text', themes })
    remembered('b', { lang: 'text', themes })
    expect(calls).toEqual(['a', 'b', 'c', 'b'])
  })
})

describe('rememberHighlights with a disk', () => {
  it('answers a block another process highlighted from the disk, for the same highlighter version only', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'highlights-'))
    try {
      const calls: string[] = []
      const codeToHtml = ((code: string) => {
        calls.push(code)
        return `<pre>${code}</pre>`
      }) as Parameters<typeof rememberHighlights>[0]
      const disk = (version: string) => ({ cache: createFileCache<string>(dir), version })
      rememberHighlights(codeToHtml, { disk: disk('v1') })('a', { lang: 'text', themes })
      // A new process (a new memory) with the same version: from the disk.
      expect(rememberHighlights(codeToHtml, { disk: disk('v1') })('a', { lang: 'text', themes })).toBe('<pre>a</pre>')
      expect(calls).toEqual(['a'])
      // Another version of the highlighter highlights again.
      rememberHighlights(codeToHtml, { disk: disk('v2') })('a', { lang: 'text', themes })
      expect(calls).toEqual(['a', 'a'])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('getRememberingHighlighter', () => {
  it('gives the HTML shiki gives, for a first and a remembered block', async () => {
    const options = { themes: Object.values(themes), langs: ['java'] }
    const shared = await getSingletonHighlighter(options)
    const remembering = await getRememberingHighlighter(options)
    const code = 'public class App {\n  // starts the server\n}'
    const expected = shared.codeToHtml(code, { lang: 'java', themes, defaultColor: false })
    expect(remembering.codeToHtml(code, { lang: 'java', themes, defaultColor: false })).toBe(expected)
    expect(remembering.codeToHtml(code, { lang: 'java', themes, defaultColor: false })).toBe(expected)
    expect(expected).toContain('--shiki-dark')
  })
})
