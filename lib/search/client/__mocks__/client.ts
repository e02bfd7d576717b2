/**
 * The client module as the tests of the search button and its launcher see it
 * (`jest.mock('@/lib/search/client/client')`): they load the dialog through the page's own imports
 * and do not look at answers, so its client is the double of lib/search/testing/fixture-client.ts and its target the
 * embedded backend.
 */
import { createFixtureClient } from '@/lib/search/testing/fixture-client'
import type { createSearchClient as createRealSearchClient, SearchTarget } from '../client'

export const createSearchClient: typeof createRealSearchClient = () => createFixtureClient().client

export function validateSearchEnv(): SearchTarget {
  return { mode: 'embedded', appId: 'SBADOCS', apiKey: 'key', indexName: 'spring-boot-admin' }
}
