const WORDS_PER_MINUTE = 200

/** Minutes to read a markdown body, code included, rounded up, at least one. */
export function readingTimeMinutes(body: string): number {
  const words = body
    .replace(/^---[\s\S]*?---/, '')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))
}
