/**
 * Publish time: a worker thread's answer, part by part. A cold publish shares its pages among
 * worker threads, one per core (the document compiler's and the renderer's workers, in scripts/).
 */
import os from 'node:os'
import { parentPort, Worker } from 'node:worker_threads'

/** Worker threads for a cold publish: one per core. */
export const publishWorkers = (): number => os.availableParallelism()

/**
 * The old-generation heap of each worker, in MB (`PUBLISH_WORKER_HEAP_MB` overrides it). A worker
 * parsing and compiling hundreds of pages makes garbage far faster than it keeps anything (about
 * 100 MB is live at the end of a 500-page share), and left to itself V8 let each worker's heap grow
 * to about 450 MB before collecting it: a 1,000-page cold publish peaked at 1.1 GB. Capped here,
 * the peak was 0.7 GB for the same time; a lower cap (450 MB) made the collector run so often
 * that compiling took a third longer.
 */
const DEFAULT_WORKER_HEAP_MB = 640

function workerHeapMb(): number {
  const configured = Number(process.env.PUBLISH_WORKER_HEAP_MB)
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_WORKER_HEAP_MB
}

/** What a publish worker posts: one part of its answer, or that its answer is complete. */
type WorkerMessage<T> = { part: T } | { end: true }

/**
 * In a worker: posts one part of the answer, so that the worker keeps nothing it has finished.
 * When each worker answered once at the end, a compile worker held every document of its share
 * through every collection of its heap, and the copy of that answer came on top: a cold publish of
 * 987 pages peaked there, at 0.94–0.97 GB (RSS of the publishing process, three runs). Answering
 * part by part, its compile step stays under 0.8 GB, and the publish peaks at 0.88–0.90 GB at its
 * end, while the release is stored (three runs).
 */
export function postPart<T>(part: T): void {
  parentPort?.postMessage({ part } satisfies WorkerMessage<T>)
}

/** In a worker: says that every part has been posted. */
export function postEnd(): void {
  parentPort?.postMessage({ end: true } satisfies WorkerMessage<never>)
}

/**
 * Starts `script` with `data` and hands each part it posts ({@link postPart}) to `onPart`; resolves
 * when it says it has ended ({@link postEnd}). A worker that throws, or stops before its end,
 * rejects with what it said.
 */
export function runWorker<T>(
  script: string,
  data: unknown,
  what: string,
  onPart: (part: T) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const heapMb = workerHeapMb()
    const options = { workerData: data, resourceLimits: { maxOldGenerationSizeMb: heapMb } }
    // A TypeScript worker (the publisher run through tsx) registers tsx's loader in its own thread
    // first: on Node 20 a worker does not inherit it. The build runs compiled `.mjs` workers.
    const worker = script.endsWith('.ts')
      ? new Worker(`require('tsx/cjs/api').register(); require(${JSON.stringify(script)})`, {
          ...options,
          eval: true,
        })
      : new Worker(script, options)
    let ended = false
    worker.on('message', (message: WorkerMessage<T>) => {
      if ('part' in message) return onPart(message.part)
      ended = true
      resolve()
    })
    worker.once('error', (error: Error & { code?: string }) => {
      if (error.code !== 'ERR_WORKER_OUT_OF_MEMORY') return reject(error)
      reject(
        new Error(
          `${what}'s worker ran out of memory (its heap is capped at ${heapMb} MB; set PUBLISH_WORKER_HEAP_MB to allow more)`,
        ),
      )
    })
    worker.once('exit', (code) => {
      if (!ended) reject(new Error(`${what}'s worker stopped (exit code ${code}) before it answered`))
    })
  })
}

/** `items` dealt into `count` shares, largest first (by `size`), so the shares weigh about the same. */
export function shareOut<T>(items: readonly T[], count: number, size: (item: T) => number): T[][] {
  const shares: T[][] = Array.from({ length: count }, () => [])
  const weights = new Array<number>(count).fill(0)
  for (const item of [...items].sort((a, b) => size(b) - size(a))) {
    const lightest = weights.indexOf(Math.min(...weights))
    shares[lightest]?.push(item)
    weights[lightest] = (weights[lightest] ?? 0) + size(item)
  }
  return shares
}
