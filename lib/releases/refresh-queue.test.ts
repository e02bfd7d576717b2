/** @jest-environment node */
import { RefreshQueue } from './refresh-queue'

const drain = (queue: RefreshQueue) => {
  const order: string[] = []
  for (let route = queue.next(); route !== undefined; route = queue.next()) order.push(route)
  return order
}

describe('RefreshQueue', () => {
  it("puts a newer publish's changed routes ahead of a whole site still queued, each route once", () => {
    const queue = new RefreshQueue()
    queue.add(['/a', '/b', '/c', '/d'], new Set(['/c']))
    expect(queue.next()).toBe('/c')
    queue.add(['/d', '/e'], new Set(['/d', '/e']))
    queue.add(['/a', '/f'], new Set())
    expect(queue.size).toBe(5)
    expect(drain(queue)).toEqual(['/d', '/e', '/a', '/b', '/f'])
  })
})
