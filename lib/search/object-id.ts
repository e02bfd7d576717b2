/**
 * Stable record ids: the same page, anchor and position give the same id on every build, so an
 * upload to the hosted service replaces records instead of churning them, and analytics keep their
 * history. 64 bits of a non-cryptographic hash make collisions negligible at any realistic size.
 */

function hash32(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed
  let h2 = 0x41c6ce57 ^ seed
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  return h1 >>> 0
}

export function recordObjectId(url: string, anchor: string | null, position: number): string {
  const key = `${url}#${anchor ?? ''}#${position}`
  return hash32(key, 1).toString(16).padStart(8, '0') + hash32(key, 2).toString(16).padStart(8, '0')
}
