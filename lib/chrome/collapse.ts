/**
 * How long a dropdown takes to expand or collapse: longer for taller content, but sub-linearly
 * (Docusaurus' `getAutoHeightDuration`), capped so long lists do not drag, and 1 ms for readers
 * who ask for reduced motion.
 */
export function collapseDurationMs(
  height: number,
  options: { reducedMotion: boolean; maxMs: number },
): number {
  if (options.reducedMotion) return 1
  const constant = Math.max(height, 0) / 36
  return Math.min(Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10), options.maxMs)
}
