/** @jest-environment node */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createParseCache, readContentFiles, updateContentFiles } from './check-inputs'

function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sba-content-files-'))
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, 'content', file)), { recursive: true })
    fs.writeFileSync(path.join(root, 'content', file), text)
  }
  return root
}

describe('updateContentFiles', () => {
  it('reads again only the changed files, and gives the order and contents of a full read', () => {
    const root = tree({
      'docs/a.md': 'A',
      'docs/a-b/x.md': 'X',
      'docs/a/y.md': 'Y',
      'blog/2025-01-01-post.md': 'P',
      'pages/faq.md': 'F',
    })
    try {
      const before = readContentFiles(root)
      fs.writeFileSync(path.join(root, 'content', 'docs', 'a', 'y.md'), 'Y, edited')
      fs.writeFileSync(path.join(root, 'content', 'docs', 'new.mdx'), 'N')
      fs.rmSync(path.join(root, 'content', 'pages', 'faq.md'))
      const changed = ['content/docs/a/y.md', 'content/docs/new.mdx', 'content/pages/faq.md', 'data/properties.json']
      const after = updateContentFiles(root, before, changed)
      expect(after).toEqual(readContentFiles(root))
      // Unchanged files are the objects of the earlier read.
      expect(after.find((file) => file.path === 'docs/a.md')).toBe(before.find((file) => file.path === 'docs/a.md'))
      expect(after.find((file) => file.path === 'docs/a/y.md')?.source).toBe('Y, edited')
    } finally {
      fs.rmSync(root, { recursive: true, force: true })
    }
  })
})

describe('createParseCache', () => {
  it('gives a new process the parse results of the last one, for the same source and code only', () => {
    const root = tree({
      'docs/a.md': '---\ntitle: A\n---\n\n## Part\n\nSee [b](/docs/b#missing) and ![x](/img/none.svg).\n',
      'docs/b.md': '---\ntitle: B\n---\n\nText.\n',
    })
    const cacheDir = path.join(root, 'cache')
    try {
      const checkWith = (key: string) => {
        let hits = 0
        const cache = createParseCache(cacheDir, key)
        const counting = {
          read: (file: string, source: string) => {
            const found = cache.read(file, source)
            if (found) hits++
            return found
          },
          write: cache.write,
        }
        let diagnostics: unknown
        // A fresh module: what a new process has in memory.
        jest.isolateModules(() => {
          const inputs = jest.requireActual<typeof import('./check-inputs')>('./check-inputs')
          diagnostics = inputs.checkContentTree(root, '/3.5.6', undefined, counting).diagnostics
        })
        return { hits, diagnostics }
      }
      const first = checkWith('code-1')
      expect(first.hits).toBe(0)
      expect(first.diagnostics).toEqual([
        expect.objectContaining({ file: 'docs/a.md', message: expect.stringContaining('broken anchor /docs/b#missing') }),
        expect.objectContaining({ file: 'docs/a.md', message: 'image /img/none.svg not found (expected public/img/none.svg)' }),
      ])
      const again = checkWith('code-1')
      expect(again).toEqual({ hits: 2, diagnostics: first.diagnostics })
      expect(checkWith('code-2').hits).toBe(0)
      fs.writeFileSync(path.join(root, 'content', 'docs', 'b.md'), '---\ntitle: B\n---\n\n## Missing\n')
      const edited = checkWith('code-2')
      expect(edited.hits).toBe(1)
      // b.md has the heading now; a.md's facts come from the cache and are checked against it.
      expect(edited.diagnostics).toEqual([expect.objectContaining({ message: expect.stringContaining('image /img/none.svg') })])
    } finally {
      fs.rmSync(root, { recursive: true, force: true })
    }
  })
})
