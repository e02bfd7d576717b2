import fs from 'node:fs'
import nodeModule from 'node:module'
import path from 'node:path'
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads'
import { createFileCache, sha256, type FileCache } from './file-cache'
import type { DiagramProblem } from './mermaid-check'
import { diagramLead } from './mermaid-source'

/**
 * Publish time: Mermaid's own verdict on a diagram's grammar, for the content check. The drawing at
 * publish (beautiful-mermaid) skips lines it does not understand and does not draw every type, so
 * only Mermaid's parser can say that a diagram will not draw in the reader's browser.
 *
 * Mermaid's parser is asynchronous and wants a DOM, and the content check is synchronous, so the
 * parser runs in a thread of its own (mermaid-grammar-worker.mjs, started on the first diagram that
 * needs it) and the check waits for each answer (Atomics.wait on a shared flag). Verdicts are kept
 * per source, in the process and on disk (`.contentlayer/.publish-cache/mermaid-grammar`): a
 * publish whose diagrams did not change starts no thread.
 */

export type GrammarVerdict =
  | { kind: 'parses' }
  | { kind: 'problem'; problem: DiagramProblem }
  /** Mermaid could not be asked (the thread did not start or did not answer): the check says so. */
  | { kind: 'unchecked'; reason: string }

/** What the worker thread answers (mermaid-grammar-worker.mjs). */
export type GrammarAnswer = { ok: true } | { ok: false; message: string; line?: number } | { unavailable: string }

/** How long one answer may take; the first includes loading Mermaid (about a second). */
const ANSWER_TIMEOUT_MS = 60_000

const WORKER_FILE = path.join('lib', 'content', 'mermaid-grammar-worker.mjs')

/** Lines Mermaid does not count (leading blank lines, the front matter) before its line 1. */
export function uncountedLines(source: string): { text: string; offset: number } {
  const lead = diagramLead(source)
  return { text: lead.text, offset: lead.blankLines + lead.frontMatterLines }
}

/** Mermaid's token names in a list, at most `count` of them. */
function tokenList(quoted: string, count: number): string {
  const tokens = [...quoted.matchAll(/'([^']*)'/g)].map((match) => match[1] ?? '')
  const shown = tokens.slice(0, count).join(', ')
  return tokens.length > count ? `${shown}, … (${tokens.length} in all)` : shown
}

/**
 * A parser error of Mermaid's as a problem of the block: its line in the block (1 = the first line
 * of the diagram) and what Mermaid expected there, quoting the line. Mermaid's two kinds of parser
 * (generated per diagram type, or Langium for the newer types) word their errors differently.
 */
export function grammarProblem(answer: { message: string; line?: number }, source: string): DiagramProblem {
  const { offset } = uncountedLines(source)
  const mermaidLine = answer.line ?? Number(/\bon line (\d+)/.exec(answer.message)?.[1] ?? 1)
  const lines = source.split('\n')
  // Mermaid counts a line after the last one when the diagram ends early (an unclosed `loop`).
  const line = Math.min(Math.max(1, mermaidLine + offset), lines.length)
  const text = mermaidLine + offset > lines.length ? '' : (lines[line - 1] ?? '').trim()
  const quoted = text === '' ? 'the end of the diagram' : `"${text.length > 60 ? `${text.slice(0, 57)}…` : text}"`
  const expecting = /Expecting (.*), got '([^']*)'/.exec(answer.message)
  if (expecting) {
    return {
      message: `Mermaid cannot parse ${quoted}: it expected ${tokenList(expecting[1] ?? '', 6)}, and found ${expecting[2]}`,
      line,
    }
  }
  const detail = answer.message
    .replace(/^Parsing failed:\s*/, '')
    .replace(/\s+/g, ' ')
    .trim()
  return { message: `Mermaid cannot parse ${quoted}: ${detail.length > 200 ? `${detail.slice(0, 197)}…` : detail}`, line }
}

/** A worker's answer as a verdict; a type Mermaid has no parser for here (zenuml is a plug-in) passes. */
export function verdictOf(answer: GrammarAnswer, source: string): GrammarVerdict {
  if ('unavailable' in answer) return { kind: 'unchecked', reason: answer.unavailable }
  if (answer.ok) return { kind: 'parses' }
  if (/^No diagram type detected/.test(answer.message)) return { kind: 'parses' }
  return { kind: 'problem', problem: grammarProblem(answer, source) }
}

let worker: { thread: Worker; failure?: string } | undefined

function grammarThread(root: string): { thread: Worker; failure?: string } {
  if (worker) return worker
  const thread = new Worker(path.join(root, WORKER_FILE))
  const started: { thread: Worker; failure?: string } = { thread }
  thread.on('error', (error) => {
    started.failure = error.message
  })
  thread.on('exit', () => {
    if (worker === started) worker = undefined
  })
  // A watcher or a test that is done with the check exits without stopping the thread.
  thread.unref()
  worker = started
  return started
}

/** Asks the thread and waits for its answer. */
function askMermaid(source: string, root: string): GrammarAnswer {
  const file = path.join(root, WORKER_FILE)
  if (!fs.existsSync(file)) return { unavailable: `${WORKER_FILE} is missing` }
  const { thread, failure } = grammarThread(root)
  if (failure !== undefined) return { unavailable: failure }
  const signal = new Int32Array(new SharedArrayBuffer(4))
  const { port1, port2 } = new MessageChannel()
  thread.postMessage({ source: uncountedLines(source).text, port: port2, signal }, [port2])
  const woken = Atomics.wait(signal, 0, 0, ANSWER_TIMEOUT_MS)
  const answer = receiveMessageOnPort(port1)?.message as GrammarAnswer | undefined
  port1.close()
  if (answer) return answer
  return { unavailable: woken === 'timed-out' ? `Mermaid did not answer within ${ANSWER_TIMEOUT_MS / 1000} s` : 'Mermaid stopped' }
}

function mermaidVersion(root: string): string | undefined {
  try {
    // Not `import { createRequire }`: the compiled scripts' banner declares that name (scripts/compiled-scripts.mjs).
    const projectRequire = nodeModule.createRequire(path.join(root, 'package.json'))
    return (projectRequire('mermaid/package.json') as { version: string }).version
  } catch {
    return undefined
  }
}

const verdicts = new Map<string, GrammarVerdict>()
const MAX_REMEMBERED = 2000
let diskCache: { root: string; cache: FileCache<GrammarVerdict>; version: string | undefined } | undefined

/**
 * Mermaid's verdict on `source` (the text of a ```` ```mermaid ```` block), for the project at
 * `root` (where Mermaid and the worker file are found).
 */
export function mermaidGrammar(source: string, root: string = process.cwd()): GrammarVerdict {
  const remembered = verdicts.get(source)
  if (remembered) return remembered
  if (diskCache?.root !== root) {
    diskCache = {
      root,
      cache: createFileCache<GrammarVerdict>(path.join(root, '.contentlayer', '.publish-cache', 'mermaid-grammar')),
      version: mermaidVersion(root),
    }
  }
  const { cache, version } = diskCache
  if (version === undefined) return { kind: 'unchecked', reason: 'the mermaid package is not installed' }
  const name = sha256(source)
  const key = `mermaid ${version}`
  const kept = cache.read(name, key)
  if (kept) {
    verdicts.set(source, kept)
    return kept
  }
  const verdict = verdictOf(askMermaid(source, root), source)
  // An unchecked diagram is asked again next time.
  if (verdict.kind !== 'unchecked') {
    // A watcher sees a new source on every save of a diagram: the memory holds the recent ones.
    if (verdicts.size >= MAX_REMEMBERED) verdicts.clear()
    verdicts.set(source, verdict)
    cache.write(name, key, verdict)
  }
  return verdict
}
