/**
 * The search records of the indexing fixture page (`lib/search/indexing/__fixtures__/page.html`,
 * a copy of the Security page), as the conformance tests serve them to the official clients.
 */
import fs from 'node:fs'
import path from 'node:path'
import { buildRecords } from '../indexing/records'
import type { SearchRecord } from '../record'

export function securityPageRecords(): SearchRecord[] {
  const html = fs.readFileSync(path.join(__dirname, '..', 'indexing', '__fixtures__', 'page.html'), 'utf8')
  return buildRecords({
    url: '/3.5.6/docs/server/security',
    title: 'Security',
    section: 'Server',
    html,
    pageRank: 1,
    version: '3.5.6',
    language: 'en',
  })
}
