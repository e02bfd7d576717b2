import { buildContentPageProps, buildDocPageProps, type RenderData, type RenderInputs } from './page-props'

type Doc = Parameters<typeof buildDocPageProps>[0]
type Page = Parameters<typeof buildContentPageProps>[0]

const renderData: RenderData = { route: '/docs/a', categoryItems: [], properties: { groups: [] } as unknown as RenderData['properties'], descriptions: {} }
const failing = {
  renderHtml: () => {
    throw new ReferenceError('siteConfig is not defined')
  },
} as unknown as RenderInputs

describe('page props', () => {
  it('names the file of a page whose render fails', () => {
    const doc = { type: 'Doc', body: { code: '' }, _raw: { sourceFilePath: 'docs/api/blog.md' } } as unknown as Doc
    expect(() => buildDocPageProps(doc, '/docs/a', failing, renderData)).toThrow(
      'content/docs/api/blog.md: the page does not render: siteConfig is not defined',
    )
    const page = { type: 'Page', body: { code: '' }, _raw: { sourceFilePath: 'pages/faq.md' } } as unknown as Page
    expect(() => buildContentPageProps(page, failing, renderData)).toThrow(
      'content/pages/faq.md: the page does not render: siteConfig is not defined',
    )
  })
})
