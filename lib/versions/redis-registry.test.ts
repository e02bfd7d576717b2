/** @jest-environment node */
import { createClient } from '@redis/client'
import { redisForTests } from '../testing/redis-server'
import { RedisVersionRegistry } from './redis-registry'
import type { VersionEntry } from './version-entry'
import { makeEntry, waitUntil } from './__fixtures__/version-entries'

jest.setTimeout(30_000)

// Each test gets its own manifest key on the one server.
const redis = redisForTests('versions')
const key = () => `${redis.prefix}versions`

const entry = (name: string, status: VersionEntry['status'] = 'current') =>
  makeEntry(name, { status, routes: ['/docs', '/docs/server'], updatedAt: '2026-11-27T12:00:00.000Z' })

describe('RedisVersionRegistry', () => {
  const opened: RedisVersionRegistry[] = []
  const open = (warn: (message: string) => void = () => undefined) => {
    const registry = new RedisVersionRegistry(redis.server.url, key(), warn)
    opened.push(registry)
    return registry
  }
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((registry) => registry.close()))
  })

  it('keeps one entry per version in a hash, written and removed by name', async () => {
    const registry = open()
    expect(await registry.list()).toEqual([])
    await registry.put(entry('3.5.6'))
    await registry.put(entry('3.4.7', 'maintained'))
    await registry.put({ ...entry('3.4.7'), status: 'unmaintained' })
    expect((await registry.list()).map((e) => [e.name, e.status])).toEqual([
      ['3.4.7', 'unmaintained'],
      ['3.5.6', 'current'],
    ])
    expect(await registry.remove('3.4.7')).toBe(true)
    expect(await registry.remove('3.4.7')).toBe(false)
    expect((await registry.list()).map((e) => e.name)).toEqual(['3.5.6'])
  })

  it('tells a watcher in another process of every change', async () => {
    const reader = open()
    let changes = 0
    reader.watch(() => (changes += 1))
    // The subscription is made in the background: give it a moment before the first write.
    await new Promise((resolve) => setTimeout(resolve, 300))
    await open().put(entry('3.6.0', 'next'))
    await waitUntil(() => changes >= 1)
    await open().remove('3.6.0')
    await waitUntil(() => changes >= 2)
    expect(changes).toBe(2)
  })

  it('leaves out a damaged field and says which', async () => {
    const client = createClient({ url: redis.server.url })
    await client.connect()
    await client.hSet(key(), {
      '3.5.6': JSON.stringify(entry('3.5.6')),
      '3.4.7': '{"name":"3.4.7"',
      other: JSON.stringify(entry('3.3.6')),
    })
    await client.close()
    const warnings: string[] = []
    const registry = open((message) => warnings.push(message))
    expect((await registry.list()).map((e) => e.name)).toEqual(['3.5.6'])
    // Read again (every second, by a server): the same damage is not reported again.
    expect((await registry.list()).map((e) => e.name)).toEqual(['3.5.6'])
    expect(warnings).toEqual([
      expect.stringContaining(`${key()} field 3.4.7: not JSON`),
      expect.stringContaining(`${key()} field other: holds the entry of 3.3.6`),
    ])
  })

  it('names Redis without its password', () => {
    const registry = new RedisVersionRegistry('redis://user:secret@127.0.0.1:6379', 'sba-docs:versions')
    expect(registry.description).toBe(
      'the versions manifest in Redis at redis://127.0.0.1:6379 (key sba-docs:versions)',
    )
  })
})
