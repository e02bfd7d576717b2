import fs from 'node:fs'
import path from 'node:path'
import { extractToc } from './toc'

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '__fixtures__', name), 'utf8')

describe('table of contents', () => {
  it('lists h2–h5 with the ids rehype-slug gives the rendered headings', () => {
    const toc = extractToc(fixture('toc-input.mdx'), { minHeadingLevel: 2, maxHeadingLevel: 5 })
    expect(toc).toEqual(JSON.parse(fixture('toc-expected.json')))
  })

  it('respects a narrower range', () => {
    const toc = extractToc(fixture('toc-input.mdx'), { minHeadingLevel: 2, maxHeadingLevel: 2 })
    expect(toc.map((item) => item.id)).toEqual(['install-the-server', 'install-the-server-1'])
  })
})
