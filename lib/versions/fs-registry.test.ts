/** @jest-environment node */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { FsVersionRegistry } from './fs-registry'
import { makeEntry, waitUntil } from './__fixtures__/version-entries'

const entry = makeEntry

let root: string
let warnings: string[]
let registry: FsVersionRegistry
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'versions-registry-'))
  warnings = []
  registry = new FsVersionRegistry(root, (message) => warnings.push(message))
})
afterEach(async () => {
  await registry.close()
  fs.rmSync(root, { recursive: true, force: true })
})

const versionsDir = () => path.join(root, 'versions')

describe('FsVersionRegistry', () => {
  it('lists nothing before any entry was written', async () => {
    await expect(registry.list()).resolves.toEqual([])
    expect(warnings).toEqual([])
  })

  it('names its directory in its description', () => {
    expect(registry.description).toContain(versionsDir())
  })

  it('lists what it put, by name, and forgets what it removed', async () => {
    const a = entry('3.5.6', { status: 'current', label: 'Three five six' })
    const b = entry('3.4.0', { routes: ['/docs'] })
    await registry.put(a)
    await registry.put(b)
    expect(fs.readdirSync(versionsDir()).sort()).toEqual(['3.4.0.json', '3.5.6.json'])
    await expect(registry.list()).resolves.toEqual([b, a])

    await expect(registry.remove('3.4.0')).resolves.toBe(true)
    await expect(registry.list()).resolves.toEqual([a])
    expect(warnings).toEqual([])
  })

  it('replaces an entry put again', async () => {
    await registry.put(entry('3.5.6'))
    const replaced = entry('3.5.6', { status: 'unmaintained', routes: ['/docs', '/docs/b'] })
    await registry.put(replaced)
    await expect(registry.list()).resolves.toEqual([replaced])
    expect(fs.readdirSync(versionsDir())).toEqual(['3.5.6.json'])
  })

  it('is read by another instance on the same root', async () => {
    await registry.put(entry('3.5.6'))
    await expect(new FsVersionRegistry(root).list()).resolves.toEqual([entry('3.5.6')])
  })

  it('leaves a damaged entry out, reports it, and lists the others', async () => {
    await registry.put(entry('3.5.6'))
    await registry.put(entry('3.4.0'))
    const damaged = path.join(versionsDir(), '3.3.0.json')
    fs.writeFileSync(damaged, '{"name": "3.3.0", ')
    const invalid = path.join(versionsDir(), '3.2.0.json')
    fs.writeFileSync(invalid, JSON.stringify({ ...entry('3.2.0'), status: 'archived' }))

    await expect(registry.list()).resolves.toEqual([entry('3.4.0'), entry('3.5.6')])
    expect(warnings).toHaveLength(2)
    expect(warnings.find((message) => message.includes(damaged))).toMatch(/not JSON/)
    expect(warnings.find((message) => message.includes(invalid))).toMatch(/not a version entry \(status/)
  })

  it('refuses a file named for another version', async () => {
    await registry.put(entry('3.5.6'))
    const misnamed = path.join(versionsDir(), '3.4.0.json')
    fs.writeFileSync(misnamed, JSON.stringify(entry('3.3.0')))

    await expect(registry.list()).resolves.toEqual([entry('3.5.6')])
    expect(warnings).toEqual([`${misnamed}: holds the entry of 3.3.0`])
  })

  it('ignores files that are not entries (temporary files, other names)', async () => {
    await registry.put(entry('3.5.6'))
    fs.writeFileSync(path.join(versionsDir(), '3.4.0.json.123.456.tmp'), JSON.stringify(entry('3.4.0')))
    fs.writeFileSync(path.join(versionsDir(), 'README.md'), 'not an entry')
    fs.writeFileSync(path.join(versionsDir(), '.hidden.json'), JSON.stringify(entry('3.4.0')))

    await expect(registry.list()).resolves.toEqual([entry('3.5.6')])
    expect(warnings).toEqual([])
  })

  it('leaves no temporary file behind after a put', async () => {
    await registry.put(entry('3.5.6'))
    await registry.put(entry('3.5.6', { label: 'again' }))
    expect(fs.readdirSync(versionsDir())).toEqual(['3.5.6.json'])
  })

  it('returns false when removing a version it does not have', async () => {
    await expect(registry.remove('9.9.9')).resolves.toBe(false)
    await registry.put(entry('3.5.6'))
    await expect(registry.remove('9.9.9')).resolves.toBe(false)
    await expect(registry.remove('3.5.6')).resolves.toBe(true)
    await expect(registry.remove('3.5.6')).resolves.toBe(false)
  })

  it.each(['../escape', 'a/b', '', '.hidden', 'x'.repeat(33)])(
    'refuses to remove the invalid version name %j',
    async (name) => {
      fs.mkdirSync(versionsDir(), { recursive: true })
      fs.writeFileSync(path.join(root, 'escape.json'), 'keep me')
      await expect(registry.remove(name)).rejects.toThrow('is not a version name')
      expect(fs.readFileSync(path.join(root, 'escape.json'), 'utf8')).toBe('keep me')
    },
  )

  it('refuses to put an entry with an invalid version name', async () => {
    await expect(registry.put(entry('../escape'))).rejects.toThrow('is not a version name')
    expect(fs.existsSync(path.join(root, 'escape.json'))).toBe(false)
  })

  it('calls a watcher back when another instance on the same root puts an entry', async () => {
    let calls = 0
    const unwatch = registry.watch(() => {
      calls += 1
    })
    try {
      const other = new FsVersionRegistry(root)
      await other.put(entry('3.5.6'))
      await waitUntil(() => calls > 0)
      expect(calls).toBeGreaterThan(0)
    } finally {
      unwatch()
    }
  })

  it('calls a watcher back when another instance removes an entry, and no more once unsubscribed', async () => {
    const other = new FsVersionRegistry(root)
    await other.put(entry('3.5.6'))
    let calls = 0
    const unwatch = registry.watch(() => {
      calls += 1
    })
    await other.remove('3.5.6')
    await waitUntil(() => calls > 0)
    unwatch()

    const seen = calls
    await other.put(entry('3.4.0'))
    // A notice already on its way would have come by the time a fresh watcher hears the next put.
    let witness = 0
    const unwatchWitness = registry.watch(() => {
      witness += 1
    })
    await other.put(entry('3.3.0'))
    await waitUntil(() => witness > 0)
    unwatchWitness()
    expect(calls).toBe(seen)
  })
})

describe('FsVersionRegistry read every second', () => {
  it('reports a damaged entry once, and again only after it is replaced', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'versions-once-'))
    try {
      const warnings: string[] = []
      const registry = new FsVersionRegistry(root, (message) => warnings.push(message))
      fs.mkdirSync(path.join(root, 'versions'))
      fs.writeFileSync(path.join(root, 'versions', '3.4.7.json'), '{"name":')
      await registry.list()
      await registry.list()
      expect(warnings).toHaveLength(1)
      fs.writeFileSync(path.join(root, 'versions', '3.4.7.json.tmp'), '{"broken": true}')
      fs.renameSync(path.join(root, 'versions', '3.4.7.json.tmp'), path.join(root, 'versions', '3.4.7.json'))
      await registry.list()
      expect(warnings).toHaveLength(2)
    } finally {
      fs.rmSync(root, { recursive: true, force: true })
    }
  })
})
