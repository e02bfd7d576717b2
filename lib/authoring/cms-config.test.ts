/** @jest-environment node */
import { FRONT_MATTER_TYPES } from '../content/front-matter-types'
import { cmsBackendFromEnv, CmsBackendConfigError } from './cms-backend'
import { cmsConfig } from './cms-config'
import type { CmsField } from './cms-fields'
import { BODY_KEY, CMS_FORMATS, LIST_KEY } from './data-keys'

const local = cmsBackendFromEnv({}, '/3.5.6')
const config = cmsConfig({
  backend: local,
  basePath: '/3.5.6',
  docFolders: ['client', 'server', 'server/notifications'],
  authorKeys: ['docs-team'],
  logoPath: '/3.5.6/img/logo.svg',
})

interface Collection {
  name: string
  folder?: string
  extension?: string
  format?: string
  fields?: CmsField[]
  files?: Array<{ name: string; file: string; format?: string; fields: CmsField[] }>
  nested?: unknown
}
const collections = config.collections as Collection[]
const collection = (name: string) => collections.find((each) => each.name === name) as Collection

describe('the CMS configuration', () => {
  it('has a collection for every kind of file under content/', () => {
    expect(collections.map((each) => each.name)).toEqual([
      'docs',
      'docs-mdx',
      'categories',
      'blog',
      'pages',
      'site',
    ])
    expect(collection('docs')).toMatchObject({
      folder: 'content/docs',
      extension: 'md',
      format: CMS_FORMATS.markdown,
      nested: { depth: 10, subfolders: false },
    })
    expect(collection('docs-mdx')).toMatchObject({ folder: 'content/docs', extension: 'mdx' })
    expect(collection('blog')).toMatchObject({ folder: 'content/blog', extension: 'md' })
    expect(collection('pages')).toMatchObject({ folder: 'content/pages' })
    expect(collection('site').files?.map((file) => file.file)).toEqual([
      'content/home.json',
      'content/search/synonyms.json',
    ])
  })

  it('types every front-matter field with the content check’s own table', () => {
    const expectedWidget = {
      string: 'string',
      number: 'number',
      boolean: 'boolean',
      date: 'datetime',
      list: 'list',
      'id-or-null': 'string',
      authors: 'select',
    }
    for (const name of ['docs', 'docs-mdx', 'blog', 'pages']) {
      for (const field of collection(name).fields ?? []) {
        if (field.name === BODY_KEY) continue
        const type = FRONT_MATTER_TYPES[field.name]
        expect(type).toBeDefined()
        expect([field.name, field.widget]).toEqual([
          field.name,
          expectedWidget[type as keyof typeof expectedWidget],
        ])
      }
    }
    const docFields = collection('docs').fields ?? []
    expect(docFields.find((field) => field.name === 'toc_min_heading_level')).toMatchObject({
      widget: 'number',
      value_type: 'int',
      min: 2,
      max: 6,
    })
    expect(docFields.map((field) => field.name)).toEqual(
      expect.arrayContaining([
        'title',
        'sidebar_label',
        'sidebar_position',
        'description',
        'slug',
        'keywords',
        'draft',
        'unlisted',
        'hide_table_of_contents',
        'toc_min_heading_level',
        'toc_max_heading_level',
      ]),
    )
  })

  it('edits bodies in source mode only (the rich-text mode rewrites MDX)', () => {
    for (const name of ['docs', 'docs-mdx', 'blog', 'pages']) {
      expect(collection(name).fields?.find((field) => field.name === BODY_KEY)).toMatchObject({
        widget: 'markdown',
        modes: ['raw'],
      })
    }
  })

  it('offers the blog’s authors by key, and a category file per docs folder', () => {
    expect(collection('blog').fields?.find((field) => field.name === 'authors')).toMatchObject({
      widget: 'select',
      options: ['docs-team'],
    })
    expect(collection('categories').files?.map((file) => file.file)).toEqual([
      'content/docs/client/_category_.json',
      'content/docs/server/_category_.json',
      'content/docs/server/notifications/_category_.json',
    ])
  })

  it('edits the synonyms file’s list as items', () => {
    const synonyms = collection('site').files?.find((file) => file.name === 'synonyms')
    expect(synonyms?.fields[0]).toMatchObject({ name: LIST_KEY, widget: 'list' })
  })

  it('talks to the site’s own endpoint in local mode, with no editorial workflow', () => {
    expect(config.backend).toEqual({ name: 'proxy', proxy_url: '/3.5.6/api/admin/local', branch: 'main' })
    expect(config).not.toHaveProperty('publish_mode')
  })
})

describe('the Git host backend from the environment', () => {
  it('uses the host with its editorial workflow', () => {
    const github = cmsBackendFromEnv(
      { CMS_BACKEND: 'github', CMS_REPO: 'acme/docs', CMS_BASE_URL: 'https://auth.example.org' },
      '/3.5.6',
    )
    expect(github).toEqual({
      name: 'github',
      editorialWorkflow: true,
      config: {
        name: 'github',
        repo: 'acme/docs',
        branch: 'main',
        base_url: 'https://auth.example.org',
        cms_label_prefix: 'docs-cms/',
      },
    })
    expect(
      cmsConfig({ backend: github, basePath: '/3.5.6', docFolders: [], authorKeys: [], logoPath: '' }),
    ).toMatchObject({ publish_mode: 'editorial_workflow' })
    const gitea = cmsBackendFromEnv(
      {
        CMS_BACKEND: 'gitea',
        CMS_REPO: 'team/docs',
        CMS_API_ROOT: 'https://git.example.org/api/v1',
        CMS_APP_ID: 'abc',
        CMS_EDITORIAL_WORKFLOW: 'off',
      },
      '/x',
    )
    expect(gitea).toMatchObject({
      editorialWorkflow: false,
      config: { api_root: 'https://git.example.org/api/v1', app_id: 'abc', auth_type: 'pkce' },
    })
  })

  it.each([
    [{ CMS_BACKEND: 'dropbox' }, 'CMS_BACKEND must be one of'],
    [{ CMS_BACKEND: 'github' }, 'needs CMS_REPO'],
    [{ CMS_BACKEND: 'gitlab', CMS_REPO: 'not a repo' }, 'needs CMS_REPO'],
    [{ CMS_BACKEND: 'github', CMS_REPO: 'a/b', CMS_BRANCH: 'bad branch' }, 'CMS_BRANCH'],
    [
      { CMS_BACKEND: 'github', CMS_REPO: 'a/b', CMS_BASE_URL: 'http://auth.example.org' },
      'CMS_BASE_URL must be an https URL',
    ],
  ])('refuses %j, naming the variable', (env, message) => {
    expect(() => cmsBackendFromEnv(env, '/3.5.6')).toThrow(CmsBackendConfigError)
    expect(() => cmsBackendFromEnv(env, '/3.5.6')).toThrow(message)
  })
})
