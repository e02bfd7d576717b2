/**
 * `npm run search:upload`: pushes the search records and synonyms of the current content release
 * (made by `npm run content:publish` or the build) to a search index with the official client
 * (`saveSynonyms`, `replaceAllObjects`). The release store is the one the environment selects
 * (REDIS_URL or CONTENT_STORE_DIR, see .env.example).
 *   SEARCH_ADMIN_KEY                 admin key of the target index (required)
 *   NEXT_PUBLIC_SEARCH_APP_ID        hosted service application id   } hosted target
 *   NEXT_PUBLIC_SEARCH_INDEX_NAME    index name                      }
 *   SEARCH_UPLOAD_URL                origin of a running site instead (its embedded backend)
 */
import { openReleaseStore } from '../lib/releases/server'
import {
  UploadConfigurationError,
  resolveUploadTarget,
  uploadSearchRecords,
} from '../lib/search/indexing/upload'

async function main(): Promise<number> {
  let target
  try {
    target = resolveUploadTarget(process.env)
  } catch (error) {
    if (error instanceof UploadConfigurationError) {
      console.error(`search:upload: ${error.message}`)
      return 1
    }
    throw error
  }
  const store = openReleaseStore()
  const id = await store.currentId()
  const release = id ? await store.read(id) : null
  await store.close()
  if (!release) {
    console.error(
      `search:upload: ${store.description} holds no current release. Run npm run content:publish (or the build) first.`,
    )
    return 1
  }
  const { records, synonyms } = release.search
  const where = target.origin ?? `the hosted service (application ${target.appId})`
  console.log(
    `search:upload: pushing ${records.length} records and ${synonyms.length} synonyms to index "${target.indexName}" on ${where}…`,
  )
  const result = await uploadSearchRecords(records, target, synonyms)
  console.log(
    `search:upload: done, ${result.records} records in ${result.batches} batch(es), ${result.synonyms} synonyms.`,
  )
  return 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`search:upload failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
