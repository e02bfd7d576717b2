import { contentAssetRequest, contentAssetUrl, resolveContentPath } from './content-assets'

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
