import { version as packageVersion } from '../../package.json'
import { docsVersionFrom } from './docs-version.cjs'

describe('docsVersionFrom', () => {
  it('defaults to the package version under /<version>', () => {
    expect(docsVersionFrom({})).toEqual({ version: packageVersion, basePath: `/${packageVersion}` })
    expect(docsVersionFrom({ DOCS_VERSION: ' ', DOCS_BASE_PATH: '' })).toEqual({
      version: packageVersion,
      basePath: `/${packageVersion}`,
    })
  })

  it('takes the version and base path the environment sets', () => {
    expect(docsVersionFrom({ DOCS_VERSION: '3.4.7' })).toEqual({ version: '3.4.7', basePath: '/3.4.7' })
    expect(docsVersionFrom({ DOCS_VERSION: '3.6.0-M1', DOCS_BASE_PATH: '/docs/next' })).toEqual({
      version: '3.6.0-M1',
      basePath: '/docs/next',
    })
  })

  it('refuses what a folder, a store key or a URL cannot hold, naming the variable', () => {
    for (const bad of ['../x', '3.5 6', 'a/b', 'versions', 'x'.repeat(33)]) {
      expect(() => docsVersionFrom({ DOCS_VERSION: bad })).toThrow(/^DOCS_VERSION=/)
    }
    for (const bad of ['3.5.6', '/3.5.6/', '/a b', '/a/../b', '//x']) {
      expect(() => docsVersionFrom({ DOCS_VERSION: '3.5.6', DOCS_BASE_PATH: bad })).toThrow(
        /^DOCS_BASE_PATH=/,
      )
    }
  })
})
