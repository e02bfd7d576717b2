/**
 * Publish time: one answer from a worker thread. A cold publish shares its pages among worker
 * threads, one per core (the document compiler's and the renderer's workers, in scripts/).
 */
import os from 'node:os'
import { Worker } from 'node:worker_threads'

/** Worker threads for a cold publish: one per core. */
export const publishWorkers = (): number => os.availableParallelism()

/**
 * Starts `script` with `data` and resolves to the one message it posts; a worker that throws, or
 * ends without answering, rejects with what it said.
 */
export function runWorker<T>(script: string, data: unknown, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    // A TypeScript worker (the publisher run through tsx) registers tsx's loader in its own thread
    // first: on Node 20 a worker does not inherit it. The build runs compiled `.mjs` workers.
    const worker = script.endsWith('.ts')
      ? new Worker(`require('tsx/cjs/api').register(); require(${JSON.stringify(script)})`, {
          eval: true,
          workerData: data,
        })
      : new Worker(script, { workerData: data })
    let answered = false
    worker.once('message', (answer: T) => {
      answered = true
      resolve(answer)
    })
    worker.once('error', reject)
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`${what}'s worker stopped (exit code ${code}) before it answered`))
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
