import { createHash, timingSafeEqual } from 'node:crypto'

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest()

/**
 * Whether a secret sent by a client equals the configured one, in a time that does not depend on
 * how much of it matched, nor on its length: both sides are hashed to the same length first. The
 * one comparison for every secret or key the server checks (revalidation webhook, search keys).
 */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected))
}
