/**
 * The class and annotation names a code block uses (`SecurityFilterChain`, `@EnableAdminServer`),
 * kept with its section's heading record (`code_identifiers`), where the code itself is not indexed.
 */
import type { Element, ElementContent } from 'hast'

/**
 * A class or annotation name in code: a capital, lower-case letters, and at least one more capital
 * (`SecurityFilterChain`, `HttpSecurity`), so keywords, variables and hex colours stay out.
 */
const CODE_IDENTIFIER = /\b[A-Z][a-z0-9]*[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*\b/g
/** Identifiers kept per section: more would be noise (a long listing's every type). */
export const MAX_CODE_IDENTIFIERS = 40

/** Every character of a code block, its title included. */
function codeText(node: Element | ElementContent): string {
  if (node.type === 'text') return node.value
  if (node.type !== 'element') return ''
  return node.children.map(codeText).join('')
}

/** A section's identifiers with those of one more of its code blocks, in order of first use. */
export function withCodeIdentifiers(known: readonly string[] | undefined, codeBlock: Element): string[] {
  const identifiers = new Set(known)
  for (const [identifier] of codeText(codeBlock).matchAll(CODE_IDENTIFIER)) {
    if (identifiers.size >= MAX_CODE_IDENTIFIERS) break
    identifiers.add(identifier)
  }
  return [...identifiers]
}
