/**
 * Pushing the site's search records to an index with the official client, the way the hosted
 * service expects: the documentation index settings first, then the content's synonyms
 * (`saveSynonyms`, replacing what the index had), then `replaceAllObjects` (records go to a
 * temporary index that then replaces the live one, so searches never see half an upload).
 * The target is the hosted service, or any running copy of this site (`SEARCH_UPLOAD_URL`), whose
 * embedded backend speaks the same protocol.
 */
import { algoliasearch } from 'algoliasearch'
import { siteConfig } from '../../../site.config'
import { embeddedHosts } from '../client/client'
import { DEFAULT_MAX_BODY_BYTES } from '../protocol/http-handler'
import { DOCUMENTATION_INDEX_SETTINGS } from '../engine/index/index-settings'
import type { Synonym } from '../engine/language/synonyms'
import type { SearchRecord } from '../record'

/**
 * Read: `SEARCH_ADMIN_KEY`, `NEXT_PUBLIC_SEARCH_APP_ID`, `NEXT_PUBLIC_SEARCH_INDEX_NAME`, and
 * `SEARCH_UPLOAD_URL` (origin of a running site to upload to instead of the hosted service).
 */
export type UploadEnv = Readonly<Record<string, string | undefined>>

export interface UploadTarget {
  appId: string
  adminKey: string
  indexName: string
  /** Absent for the hosted service, whose hosts the client knows. */
  origin?: string
}

/** A configuration problem the person running the upload has to fix; the message says how. */
export class UploadConfigurationError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UploadConfigurationError'
  }
}

export function resolveUploadTarget(env: UploadEnv): UploadTarget {
  const adminKey = env.SEARCH_ADMIN_KEY?.trim()
  if (!adminKey) {
    throw new UploadConfigurationError(
      'SEARCH_ADMIN_KEY is not set. The upload writes to the search index and needs its admin API key in ' +
        'SEARCH_ADMIN_KEY (never the public search key).',
    )
  }
  const origin = env.SEARCH_UPLOAD_URL?.trim()
  const indexName = env.NEXT_PUBLIC_SEARCH_INDEX_NAME?.trim()
  if (origin) {
    return {
      appId: siteConfig.search.embedded.appId,
      adminKey,
      indexName: indexName || siteConfig.search.embedded.indexName,
      origin,
    }
  }
  const appId = env.NEXT_PUBLIC_SEARCH_APP_ID?.trim()
  const missing = [
    !appId && 'NEXT_PUBLIC_SEARCH_APP_ID',
    !indexName && 'NEXT_PUBLIC_SEARCH_INDEX_NAME',
  ].filter(Boolean)
  if (!appId || !indexName) {
    throw new UploadConfigurationError(
      `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set. Set them to upload to the hosted search ` +
        'service, or set SEARCH_UPLOAD_URL to the origin of a running site to upload to its embedded backend.',
    )
  }
  return { appId, adminKey, indexName }
}

/** Records per batch call, so that a batch stays below the embedded backend's body limit. */
export function batchSizeFor(records: readonly SearchRecord[]): number {
  const largest = records.reduce(
    (max, record) => Math.max(max, JSON.stringify({ action: 'addObject', body: record }).length),
    1,
  )
  return Math.max(1, Math.min(1000, Math.floor((DEFAULT_MAX_BODY_BYTES * 0.8) / (largest * 1.1))))
}

export interface UploadResult {
  indexName: string
  records: number
  batches: number
  synonyms: number
}

export async function uploadSearchRecords(
  records: SearchRecord[],
  target: UploadTarget,
  synonyms: readonly Synonym[] = [],
): Promise<UploadResult> {
  const { connect, read, write } = siteConfig.search.timeouts
  const client = algoliasearch(target.appId, target.adminKey, {
    timeouts: { connect, read, write },
    ...(target.origin ? { hosts: embeddedHosts(target.origin) } : {}),
  })
  const settingsTask = await client.setSettings({
    indexName: target.indexName,
    indexSettings: { ...DOCUMENTATION_INDEX_SETTINGS },
  })
  await client.waitForTask({ indexName: target.indexName, taskID: settingsTask.taskID })
  const synonymsTask = await client.saveSynonyms({
    indexName: target.indexName,
    synonymHit: synonyms.map((synonym) => ({ ...synonym })),
    replaceExistingSynonyms: true,
  })
  await client.waitForTask({ indexName: target.indexName, taskID: synonymsTask.taskID })
  const batchSize = batchSizeFor(records)
  // Plain object copies: the client takes records as string-keyed objects.
  const objects = records.map((record) => ({ ...record }))
  const result = await client.replaceAllObjects({ indexName: target.indexName, objects, batchSize })
  return {
    indexName: target.indexName,
    records: records.length,
    batches: result.batchResponses.length,
    synonyms: synonyms.length,
  }
}
