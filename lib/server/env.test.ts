/** @jest-environment node */
import { checkServerEnv } from './env.cjs'

describe('checkServerEnv', () => {
  it('accepts an empty environment and the documented defaults', () => {
    expect(checkServerEnv({})).toEqual([])
    expect(
      checkServerEnv({
        HOST: '0.0.0.0',
        PORT: '3000',
        REVALIDATE_SECONDS: '60',
        CONTENT_WATCH: 'false',
        REDIS_URL: 'redis://user:pw@redis:6379/0',
        SITE_URL: 'https://docs.example.org',
        NEXT_PUBLIC_SEARCH_ANALYTICS: 'on',
        SEARCH_ANALYTICS_RETENTION_DAYS: '90',
        CMS_BACKEND: 'github',
        CMS_REPO: 'acme/docs',
        CMS_LOCAL_SECRET: 'x'.repeat(32),
        CMS_LOCAL: 'off',
      }),
    ).toEqual([])
  })

  it('names a connection bound that is not a whole number of milliseconds', () => {
    expect(checkServerEnv({ HTTP_REQUEST_TIMEOUT_MS: '30s' })).toEqual([
      'HTTP_REQUEST_TIMEOUT_MS: "30s" is not a whole number of milliseconds (default 30000; 0 turns it off).',
    ])
  })

  it('names the content manager’s variables that are wrong', () => {
    expect(checkServerEnv({ CMS_BACKEND: 'dropbox', CMS_LOCAL_SECRET: 'short', CMS_LOCAL: 'yes' })).toEqual([
      'CMS_BACKEND=dropbox: expected local, github, gitlab or gitea',
      'CMS_LOCAL_SECRET: expected at least 32 characters',
      'CMS_LOCAL=yes: expected off or loopback',
    ])
    expect(checkServerEnv({ CMS_BACKEND: 'GitLab' })).toEqual([
      'CMS_BACKEND=gitlab needs CMS_REPO as owner/name',
    ])
  })

  it('names each variable that is wrong and says what it should be', () => {
    expect(
      checkServerEnv({
        PORT: 'eighty',
        REVALIDATE_SECONDS: '0',
        CONTENT_WATCH: 'yes',
        REDIS_URL: 'http://redis:6379',
        HOST: ' ',
        REVALIDATE_URL: 'docs.example.org/api',
        NEXT_PUBLIC_SEARCH_APP_ID: 'APP',
        NEXT_PUBLIC_SEARCH_ANALYTICS: 'yes',
        SEARCH_ANALYTICS_RETENTION_DAYS: '0',
      }),
    ).toEqual([
      'PORT=eighty: expected a whole number from 1 to 65535',
      'REVALIDATE_SECONDS=0: expected a whole number from 1 to 31536000',
      'HOST=" ": expected an address or host name, e.g. 127.0.0.1 or 0.0.0.0',
      'CONTENT_WATCH=yes: expected true or false',
      'REDIS_URL: expected redis://[user:password@]host:port[/db] or rediss://…',
      'REVALIDATE_URL=docs.example.org/api: expected an http(s) URL',
      'NEXT_PUBLIC_SEARCH_ANALYTICS=yes: expected on or off',
      'SEARCH_ANALYTICS_RETENTION_DAYS=0: expected a whole number from 1 to 730',
      'the hosted search service needs all of NEXT_PUBLIC_SEARCH_APP_ID, NEXT_PUBLIC_SEARCH_API_KEY, NEXT_PUBLIC_SEARCH_INDEX_NAME; missing: NEXT_PUBLIC_SEARCH_API_KEY, NEXT_PUBLIC_SEARCH_INDEX_NAME',
    ])
  })
})
