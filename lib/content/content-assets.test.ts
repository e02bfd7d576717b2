import { contentAssetRequest, contentAssetUrl, isFileReference, requiredPath, resolveContentPath } from './content-assets'

describe('content assets', () => {
  it('maps an image beside a document to its site path', () => {
    expect(contentAssetUrl('blog/2025-01-02-post', './diagram one.png')).toBe('/api/content-assets/blog/2025-01-02-post/diagram%20one.png')
    expect(contentAssetUrl('docs/server', '../img/a.svg')).toBe('/api/content-assets/docs/img/a.svg')
    expect(contentAssetUrl('docs', './notes.md')).toBeUndefined()
  })

  it('never resolves outside content/', () => {
    expect(resolveContentPath('docs', '../../etc/passwd')).toBeUndefined()
    expect(resolveContentPath('', '../a.png')).toBeUndefined()
  })

  it('answers only plain image paths', () => {
    expect(contentAssetRequest(['blog', 'post', 'a.PNG'])).toEqual({ path: 'blog/post/a.PNG', contentType: 'image/png' })
    expect(contentAssetRequest(['..', 'package.json'])).toBeUndefined()
    expect(contentAssetRequest(['blog', '.hidden.png'])).toBeUndefined()
    expect(contentAssetRequest(['blog', 'a/../b.png'])).toBeUndefined()
    expect(contentAssetRequest(['blog', 'post.md'])).toBeUndefined()
    expect(contentAssetRequest([])).toBeUndefined()
  })
})

describe('files beside a page', () => {
  it("serves documents a page links to, but not the content folder's own data files", () => {
    expect(contentAssetRequest(['docs', 'files', 'checklist.docx'])).toEqual({
      path: 'docs/files/checklist.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    })
    expect(contentAssetRequest(['docs', 'guide.pdf'])?.contentType).toBe('application/pdf')
    expect(contentAssetRequest(['docs', '_category_.json'])).toBeUndefined()
    expect(contentAssetRequest(['blog', 'authors.yml'])).toBeUndefined()
    expect(contentAssetRequest(['docs', 'page.html'])).toBeUndefined()
  })

  it('tells a file reference from a page link', () => {
    expect(isFileReference('./files/checklist.docx')).toBe(true)
    expect(isFileReference('../img/a.png#x')).toBe(true)
    expect(isFileReference('./other.md')).toBe(false)
    expect(isFileReference('./other')).toBe(false)
    expect(isFileReference('/img/a.png')).toBe(false)
    expect(isFileReference('https://example.org/a.pdf')).toBe(false)
  })

  it("reads the path of Docusaurus's require('./…').default, relative paths only", () => {
    expect(requiredPath("require('./files/a.docx').default")).toBe('./files/a.docx')
    expect(requiredPath(' require("../a.png") ')).toBe('../a.png')
    expect(requiredPath("require('@site/static/a.png').default")).toBeUndefined()
    expect(requiredPath("useBaseUrl('/img/a.png')")).toBeUndefined()
  })
})
