/**
 * `npm run search:upload`: pushes `.search/records.json` and the content's synonyms
 * (`.search/synonyms.json`), both written by the build, to a search index with the official
 * client (`saveSynonyms`, `replaceAllObjects`).
 *   SEARCH_ADMIN_KEY                 admin key of the target index (required)
 *   NEXT_PUBLIC_SEARCH_APP_ID        hosted service application id   } hosted target
 *   NEXT_PUBLIC_SEARCH_INDEX_NAME    index name                      }
 *   SEARCH_UPLOAD_URL                origin of a running site instead (its embedded backend)
 */
import fs from 'node:fs'
import path from 'node:path'
import { RECORDS_FILE_NAME, SEARCH_DATA_DIRECTORY, SYNONYMS_FILE_NAME } from '../lib/search/store/index-store'
import { parseSynonymsFile } from '../lib/search/indexing/synonyms-file'
import {
  UploadConfigurationError,
  resolveUploadTarget,
  uploadSearchRecords,
} from '../lib/search/indexing/upload'
import type { SearchRecord } from '../lib/search/record'

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
  const file = path.join(process.cwd(), SEARCH_DATA_DIRECTORY, RECORDS_FILE_NAME)
  if (!fs.existsSync(file)) {
    console.error(`search:upload: ${file} does not exist. Run the build (or npm run search:index) first.`)
    return 1
  }
  const records = JSON.parse(fs.readFileSync(file, 'utf8')) as SearchRecord[]
  const synonymsFile = path.join(process.cwd(), SEARCH_DATA_DIRECTORY, SYNONYMS_FILE_NAME)
  const synonyms = fs.existsSync(synonymsFile)
    ? parseSynonymsFile(fs.readFileSync(synonymsFile, 'utf8'), synonymsFile)
    : []
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
