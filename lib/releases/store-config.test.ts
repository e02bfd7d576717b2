import path from 'node:path'
import { releaseStoreConfig } from './store'

describe('releaseStoreConfig', () => {
  it("gives each version a folder of the shared directory store, and the manifest's root", () => {
    expect(releaseStoreConfig({}, '3.5.6', '/srv/site')).toEqual({
      kind: 'fs',
      root: path.resolve('/srv/site', '.content-releases'),
      directory: path.resolve('/srv/site', '.content-releases', '3.5.6'),
    })
    expect(releaseStoreConfig({ CONTENT_STORE_DIR: ' /mnt/store ' }, '3.4.7', '/srv/site')).toEqual({
      kind: 'fs',
      root: '/mnt/store',
      directory: path.join('/mnt/store', '3.4.7'),
    })
  })

  it("gives each version its own Redis keys and every version the same manifest's hash", () => {
    expect(releaseStoreConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }, '3.4.7')).toEqual({
      kind: 'redis',
      url: 'redis://127.0.0.1:6379',
      prefix: 'sba-docs:3.4.7:',
      versionsKey: 'sba-docs:versions',
    })
    expect(
      releaseStoreConfig(
        {
          REDIS_URL: 'rediss://cache:6380',
          REDIS_KEY_PREFIX: 'docs-a:',
          REDIS_VERSIONS_KEY: 'docs:versions',
        },
        '3.5.6',
      ),
    ).toMatchObject({ prefix: 'docs-a:', versionsKey: 'docs:versions' })
  })

  it('names the variable of a malformed Redis URL', () => {
    expect(() => releaseStoreConfig({ REDIS_URL: 'not a url' }, '3.5.6')).toThrow('REDIS_URL is not a URL')
    expect(() => releaseStoreConfig({ REDIS_URL: 'http://x' }, '3.5.6')).toThrow(
      'REDIS_URL must start with redis://',
    )
  })
})
