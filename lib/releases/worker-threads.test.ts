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

  it("resolves to the worker's answer to its data", async () => {
    const file = script(
      'double.mjs',
      "import { parentPort, workerData } from 'node:worker_threads'\nparentPort.postMessage(workerData * 2)\n",
    )
    await expect(runWorker<number>(file, 21, 'the doubler')).resolves.toBe(42)
  })

  it('rejects with what a worker threw, and names a worker that ended without answering', async () => {
    const thrower = script('throw.mjs', "throw new Error('broken page')\n")
    await expect(runWorker(thrower, null, 'the compiler')).rejects.toThrow('broken page')
    const silent = script('silent.mjs', 'process.exit(3)\n')
    await expect(runWorker(silent, null, 'the renderer')).rejects.toThrow(
      "the renderer's worker stopped (exit code 3) before it answered",
    )
  })

  it('says when a worker outgrew its heap, and which setting allows more', async () => {
    process.env.PUBLISH_WORKER_HEAP_MB = '16'
    const hog = script(
      'hog.mjs',
      'const kept = []\nfor (;;) kept.push(new Array(100000).fill({ page: kept.length }))\n',
    )
    await expect(runWorker(hog, null, 'the document compiler')).rejects.toThrow(
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
