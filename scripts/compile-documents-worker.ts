/**
 * A worker thread of the publisher's document compiler (lib/releases/document-compiler.ts): compiles
 * its share of a cold publish's pages and answers with each outcome as soon as it has it.
 */
import { workerData } from 'node:worker_threads'
import { parseForCheck } from '../lib/content/check'
import { createParseCache } from '../lib/content/check-inputs'
import { MDX_COMPONENT_NAMES } from '../lib/content/mdx-component-names'
import { DocumentCompiler, type SourceFile, type WorkerRequest } from '../lib/releases/document-compiler'
import { postEnd, postPart } from '../lib/releases/worker-threads'

const request = workerData as WorkerRequest
const { checkCache } = request
// What the content check needs of each page, kept as soon as the page compiled: read from the
// tree its compile parsed (lib/content/compiled-tree-facts.ts), so the page is parsed once.
const parseCache = checkCache && createParseCache(checkCache.dir, checkCache.key)
const after = parseCache
  ? (file: SourceFile) => parseForCheck(file, MDX_COMPONENT_NAMES, parseCache)
  : () => undefined
// A failure rejects here and ends the worker with an error event, which fails the publish.
void new DocumentCompiler(request.root, { compiledConfig: request.compiledConfig })
  .compileShare(request.files, after, (index, outcome) => postPart([index, outcome]))
  .then(postEnd)
