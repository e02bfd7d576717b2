/**
 * The routes a publish or a rollback changed, as `content:publish` prints them: every route of a
 * writer's edit, but not the whole site after a cold publish (5,012 routes made a 180 kB line).
 */

/** Lists longer than this are shortened to their first {@link SHOWN} routes and a count. */
const LISTED_IN_FULL = 30
const SHOWN = 20

export function changedRoutesLine(routes: readonly string[]): string {
  if (routes.length === 0) return 'nothing'
  if (routes.length <= LISTED_IN_FULL) return routes.join(' ')
  const more = (routes.length - SHOWN).toLocaleString('en')
  return `${routes.slice(0, SHOWN).join(' ')} … and ${more} more (${routes.length.toLocaleString('en')} routes)`
}
