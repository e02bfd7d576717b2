/**
 * The headers of a 405 answer: `Allow` lists the methods the resource does accept (RFC 9110
 * §15.5.6 requires it on every 405). One helper, so every endpoint spells it the same way.
 */
export function methodNotAllowedHeaders(allowed: readonly string[]): { Allow: string } {
  return { Allow: [...new Set(allowed.map((method) => method.toUpperCase()))].join(', ') }
}
