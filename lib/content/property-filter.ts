/** Does a property row match the filter text? Every word must occur in the name (case-insensitive). */
export function matchesPropertyFilter(rowKey: string, filter: string): boolean {
  const words = filter.toLowerCase().split(/[\s]+/).filter(Boolean)
  return words.every((word) => rowKey.includes(word))
}

export function propertyCountLabel(shown: number, total: number): string {
  return shown === total ? `${total} properties` : `${shown} of ${total} properties`
}
