/**
 * Whether the reader dismissed the announcement bar with this id. A bar with a new id in the site
 * config is shown again, whatever was dismissed before. The boot script (inline/boot.ts) applies
 * the same rule before first paint.
 */
export function isAnnouncementDismissed(
  stored: { dismissed: string | null; id: string | null },
  currentId: string,
): boolean {
  return stored.dismissed === 'true' && stored.id === currentId
}
