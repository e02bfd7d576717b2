/** @jest-environment node */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { readContentFiles, updateContentFiles } from './check-inputs'

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
