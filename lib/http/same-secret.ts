/**
 * Compares a secret a client sent with the configured one, in a time that says nothing about how
 * much of it matched, nor about the configured secret's length: both sides are hashed to digests
 * of the same size, which `timingSafeEqual` then compares.
 */
import { createHash, timingSafeEqual } from 'node:crypto'

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest()

export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected))
}
