/**
 * A worker thread of the publisher's document compiler (lib/releases/document-compiler.ts): compiles
 * its share of a cold publish's pages and answers with the outcomes.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { DocumentCompiler, type WorkerRequest } from '../lib/releases/document-compiler'

const request = workerData as WorkerRequest
// A failure rejects here and ends the worker with an error event, which fails the publish.
void new DocumentCompiler(request.root)
  .compileShare(request.files)
  .then((outcomes) => parentPort?.postMessage(outcomes))
