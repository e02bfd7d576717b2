// @ts-check
/**
 * The thread behind lib/content/mermaid-grammar.ts: Mermaid's own parser, run in Node. Mermaid
 * reads `window` and `document` while it loads (DOMPurify), so a jsdom window stands in for them;
 * nothing is drawn. Each request carries the diagram's source, a port for the answer and a shared
 * flag that wakes the caller, which waits synchronously (the content check is synchronous).
 *
 * Plain JavaScript, not TypeScript: the thread is started from the check wherever it runs (compiled
 * scripts, jest, tsx), and Node loads this file as it is in every one of them.
 */
import { parentPort } from 'node:worker_threads'

/** @typedef {{ ok: true } | { ok: false, message: string, line?: number } | { unavailable: string }} GrammarAnswer */

/** Mermaid, loaded once; or why it could not be. */
const loaded = (async () => {
  const { JSDOM } = await import('jsdom')
  const { window } = new JSDOM('<!doctype html><html><body></body></html>')
  Object.assign(globalThis, { window, document: window.document })
  const { default: mermaid } = await import('mermaid')
  mermaid.initialize({ startOnLoad: false, securityLevel: 'strict' })
  return mermaid
})()

/**
 * @param {string} source
 * @returns {Promise<GrammarAnswer>}
 */
async function parse(source) {
  let mermaid
  try {
    mermaid = await loaded
  } catch (error) {
    return { unavailable: `Mermaid could not be loaded (${error instanceof Error ? error.message : String(error)})` }
  }
  try {
    await mermaid.parse(source)
    return { ok: true }
  } catch (error) {
    const failure = /** @type {{ message?: unknown, hash?: { loc?: { first_line?: number } } }} */ (error)
    const line = failure?.hash?.loc?.first_line
    return { ok: false, message: String(failure?.message ?? error), ...(typeof line === 'number' ? { line } : {}) }
  }
}

parentPort?.on(
  'message',
  /** @param {{ source: string, port: import('node:worker_threads').MessagePort, signal: Int32Array }} request */
  async ({ source, port, signal }) => {
    port.postMessage(await parse(source))
    port.close()
    Atomics.store(signal, 0, 1)
    Atomics.notify(signal, 0)
  },
)
