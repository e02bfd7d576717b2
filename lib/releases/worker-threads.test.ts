/** @jest-environment node */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { runWorker, shareOut } from './worker-threads'

describe('runWorker', () => {
  let dir: string
  const script = (name: string, text: string) => {
    const file = path.join(dir, name)
    fs.writeFileSync(file, text)
    return file
  }
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-worker-'))
  })
  afterEach(() => {
    delete process.env.PUBLISH_WORKER_HEAP_MB
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it("hands on each part of the worker's answer, and resolves at its end", async () => {
    // A TypeScript worker, as the publisher starts them under tsx, posting with this module's own helpers.
    const file = script(
      'halves.ts',
      `import { workerData } from 'node:worker_threads'
import { postEnd, postPart } from ${JSON.stringify(path.join(__dirname, 'worker-threads.ts'))}
for (const n of workerData as number[]) postPart(n * 2)
postEnd()
`,
    )
    const parts: number[] = []
    await expect(
      runWorker<number>(file, [1, 2, 21], 'the doubler', (part) => parts.push(part)),
    ).resolves.toBe(undefined)
    expect(parts).toEqual([2, 4, 42])
  })

  it('rejects a worker that stops after some parts without saying it has ended', async () => {
    const partial = script(
      'partial.mjs',
      "import { parentPort } from 'node:worker_threads'\nparentPort.postMessage({ part: 1 })\nsetTimeout(() => process.exit(0), 50)\n",
    )
    const parts: unknown[] = []
    await expect(runWorker(partial, null, 'the renderer', (part) => parts.push(part))).rejects.toThrow(
      "the renderer's worker stopped (exit code 0) before it answered",
    )
    expect(parts).toEqual([1])
  })

  it('rejects with what a worker threw, and names a worker that ended without answering', async () => {
    const thrower = script('throw.mjs', "throw new Error('broken page')\n")
    await expect(runWorker(thrower, null, 'the compiler', () => undefined)).rejects.toThrow('broken page')
    const silent = script('silent.mjs', 'process.exit(3)\n')
    await expect(runWorker(silent, null, 'the renderer', () => undefined)).rejects.toThrow(
      "the renderer's worker stopped (exit code 3) before it answered",
    )
  })

  it('says when a worker outgrew its heap, and which setting allows more', async () => {
    process.env.PUBLISH_WORKER_HEAP_MB = '16'
    const hog = script(
      'hog.mjs',
      'const kept = []\nfor (;;) kept.push(new Array(100000).fill({ page: kept.length }))\n',
    )
    await expect(runWorker(hog, null, 'the document compiler', () => undefined)).rejects.toThrow(
      "the document compiler's worker ran out of memory (its heap is capped at 16 MB; set PUBLISH_WORKER_HEAP_MB to allow more)",
    )
  })
})

describe('shareOut', () => {
  it('deals the largest items first, each to the lightest share', () => {
    expect(shareOut([1, 5, 2, 4, 3], 2, (n) => n)).toEqual([
      [5, 2, 1],
      [4, 3],
    ])
  })
})
