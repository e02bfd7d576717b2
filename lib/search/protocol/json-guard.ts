/**
 * Bounds for JSON from the network. `JSON.parse` copes with any nesting, but `JSON.stringify` and
 * recursive code do not (deep arrays overflow the stack), so values we keep or echo back are first
 * checked here, iteratively, for depth and size.
 */

export function isShallowJson(
  value: unknown,
  maxDepth = 4,
  maxNodes = 1000,
  maxStringLength = 10_000,
): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]]
  let nodes = 0
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number]
    if (++nodes > maxNodes) return false
    if (typeof current === 'string') {
      if (current.length > maxStringLength) return false
    } else if (typeof current === 'number') {
      if (!Number.isFinite(current)) return false
    } else if (Array.isArray(current) || (typeof current === 'object' && current !== null)) {
      if (depth >= maxDepth) return false
      for (const child of Object.values(current)) stack.push([child, depth + 1])
    } else if (current !== null && typeof current !== 'boolean') {
      return false
    }
  }
  return true
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
