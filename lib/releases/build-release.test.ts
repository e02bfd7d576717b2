/** @jest-environment node */
import type { Doc } from 'contentlayer/generated'
import type { GeneratedContent } from '../content/generated'
import type { RenderInputs } from '../content/page-props'
import { ReleaseBuilder } from './build-release'

const site = {
  version: '3.5.6',
  language: 'en',
  mainDocId: 'index',
  indexName: 'docs',
  basePath: '/3.5.6',
  withBasePath: (route: string) => `/3.5.6${route}`,
  searchablePages: new Set<string>(),
  blogDescription: 'News.',
}

/** A generated doc as contentlayer writes it, reduced to what the release reads. */
function doc(id: string, text: string): Doc {
  return {
    _id: `docs/${id}.md`,
    _raw: {
      sourceFilePath: `docs/${id}.md`,
      sourceFileName: `${id}.md`,
      sourceFileDir: 'docs',
      contentType: 'mdx',
      flattenedPath: `docs/${id}`,
    },
    type: 'Doc',
    body: { raw: text, code: text },
    docId: id,
    route: `/docs/${id}`,
    relativePath: `${id}.md`,
    isCategoryIndex: false,
    position: null,
    pageTitle: id,
    hasH1: false,
    section: 'Docs',
    toc: [],
  } as unknown as Doc
}

function setup() {
  const rendered: string[] = []
  const inputs: RenderInputs = {
    renderHtml: (code) => {
      rendered.push(code)
      return `<p>${code}</p>`
    },
    sidebar: [],
    properties: { groups: [] } as unknown as RenderInputs['properties'],
    descriptions: {},
    editBaseUrl: 'https://example.org/edit/',
  }
  const content = (docs: Doc[]): GeneratedContent => ({
    docs,
    pages: [],
    posts: [],
    sidebar: [],
    categories: [],
  })
  return { builder: new ReleaseBuilder(site), rendered, inputs, content }
}

describe('ReleaseBuilder', () => {
  it('renders every page once and indexes the same HTML', () => {
    const { builder, rendered, inputs, content } = setup()
    const release = builder.build(content([doc('index', 'home text'), doc('a', 'alpha text')]), inputs, {
      parent: null,
    })
    expect(rendered.sort()).toEqual(['alpha text', 'home text'])
    expect(release.pages['/docs/a']?.props).toMatchObject({ html: '<p>alpha text</p>' })
    expect(release.docsLandingRoute).toBe('/docs/index')
    expect(release.search.records.filter((record) => record.content === 'alpha text')).toEqual([
      expect.objectContaining({ url: '/3.5.6/docs/a' }),
    ])
    expect(release.changedRoutes).toEqual(['/blog', '/docs', '/docs/a', '/docs/index'])
    // The blog's list page exists with no posts; no tag pages without tags.
    expect(release.pages['/blog']?.kind).toBe('blog')
    expect(release.pages['/blog/tags']).toBeUndefined()
  })

  it('renders again only what changed, and lists only that as changed', () => {
    const { builder, rendered, inputs, content } = setup()
    const first = builder.build(content([doc('index', 'home'), doc('a', 'alpha')]), inputs, { parent: null })
    rendered.length = 0
    const second = builder.build(content([doc('index', 'home'), doc('a', 'alpha, edited')]), inputs, {
      parent: first,
    })
    expect(rendered).toEqual(['alpha, edited'])
    expect(second.changedRoutes).toEqual(['/docs/a'])
    expect(second.parent).toBe(first.id)
  })

  it('renders every page again when a site-wide input changes (the sidebar all doc pages show)', () => {
    const { builder, rendered, inputs, content } = setup()
    builder.build(content([doc('index', 'home'), doc('a', 'alpha')]), inputs, { parent: null })
    rendered.length = 0
    builder.build(
      content([doc('index', 'home'), doc('a', 'alpha')]),
      { ...inputs, sidebar: [{ type: 'doc', id: 'a', label: 'A', href: '/docs/a' }] },
      { parent: null },
    )
    expect(rendered.sort()).toEqual(['alpha', 'home'])
  })
})
