/** @jest-environment node */
import type { Doc } from 'contentlayer/generated'
import type { GeneratedContent } from '../content/generated'
import type { RenderInputs } from '../content/page-props'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ReleaseBuilder } from './build-release'
import { createRenderCache } from './render-cache'

const site = {
  version: '3.5.6',
  language: 'en',
  mainDocId: 'index',
  indexName: 'docs',
  basePath: '/3.5.6',
  withBasePath: (route: string) => `/3.5.6${route}`,
  searchablePages: new Set<string>(),
  blogDescription: 'News.',
  origin: 'https://docs.example.org',
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
    markdownTemplate: text,
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

  it('renders again only the pages whose render read what changed, and lists every doc page when the sidebar changed', () => {
    const { builder, rendered, inputs, content } = setup()
    // Like <DocCardList> on one page, and <PropertyTable> on another.
    const reading: RenderInputs = {
      ...inputs,
      renderHtml: (code, data) => {
        rendered.push(code)
        if (code === 'cards') return `<p>${data.categoryItems.map((item) => item.label).join(',')}</p>`
        if (code === 'table') return `<p>${Object.keys(data.descriptions).join(',')}</p>`
        return `<p>${code}</p>`
      },
    }
    const docs = () => [doc('index', 'cards'), doc('a', 'alpha'), doc('b', 'table')]
    const sidebar = (label: string): RenderInputs['sidebar'] => [
      { type: 'doc', id: 'index', label: 'Home', href: '/docs/index' },
      { type: 'doc', id: 'a', label, href: '/docs/a' },
      { type: 'doc', id: 'b', label: 'B', href: '/docs/b' },
    ]
    const first = builder.build(
      { ...content(docs()), sidebar: sidebar('A') },
      { ...reading, sidebar: sidebar('A') },
      {
        parent: null,
      },
    )
    rendered.length = 0
    const renamed = builder.build(
      { ...content(docs()), sidebar: sidebar('A, renamed') },
      { ...reading, sidebar: sidebar('A, renamed') },
      { parent: first },
    )
    // Only the page listing the cards read the sidebar; every doc page shows it, so all changed.
    expect(rendered).toEqual(['cards'])
    expect(renamed.pages['/docs/index']?.props).toMatchObject({ html: '<p>Home,A, renamed,B</p>' })
    expect(renamed.changedRoutes).toEqual(['/docs', '/docs/a', '/docs/b', '/docs/index'])
    // Page b's previous link names A: its props changed, its content was not rendered again.
    expect(renamed.pages['/docs/b']?.props).toMatchObject({
      neighbours: { previous: { label: 'A, renamed' } },
    })
    expect(renamed.pages['/docs/b']).not.toBe(first.pages['/docs/b'])

    rendered.length = 0
    const described = builder.build(
      { ...content(docs()), sidebar: sidebar('A, renamed') },
      { ...reading, sidebar: sidebar('A, renamed'), descriptions: { 'some.property': 'New.' } },
      { parent: renamed },
    )
    expect(rendered).toEqual(['table'])
    expect(described.changedRoutes).toEqual(['/docs/b'])
    // Untouched pages are handed on as the same objects (the store hashes only what changed).
    expect(described.pages['/docs/a']).toBe(renamed.pages['/docs/a'])
  })

  it('renders in a new process only what changed since the last one (entries kept on disk)', () => {
    const { rendered, inputs, content } = setup()
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sba-render-cache-'))
    try {
      const first = new ReleaseBuilder(site, createRenderCache(dir, 'code-1')).build(
        content([doc('index', 'home'), doc('a', 'alpha')]),
        inputs,
        { parent: null },
      )
      rendered.length = 0
      const next = new ReleaseBuilder(site, createRenderCache(dir, 'code-1')).build(
        content([doc('index', 'home'), doc('a', 'alpha, edited')]),
        inputs,
        { parent: first },
      )
      expect(rendered).toEqual(['alpha, edited'])
      expect(next.changedRoutes).toEqual(['/docs/a'])
      expect(next.pages['/docs/index']).toEqual(first.pages['/docs/index'])
      // Other code renders everything again.
      rendered.length = 0
      new ReleaseBuilder(site, createRenderCache(dir, 'code-2')).build(
        content([doc('index', 'home'), doc('a', 'alpha, edited')]),
        inputs,
        { parent: next },
      )
      expect(rendered.sort()).toEqual(['alpha, edited', 'home'])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
