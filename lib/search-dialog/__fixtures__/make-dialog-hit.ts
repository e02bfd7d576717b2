import type { DialogHit } from '../hits'

/** A heading hit on page `id` of the Server section (objectID `${id}`); `extra` overrides fields. */
export function makeDialogHit(id: number | string, extra: Partial<DialogHit> = {}): DialogHit {
  return {
    objectID: String(id),
    url: `/3.5.6/docs/page-${id}#heading-${id}`,
    type: 'lvl2',
    content: null,
    hierarchy: {
      lvl0: 'Server',
      lvl1: `Page ${id}`,
      lvl2: `Heading ${id}`,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    ...extra,
  }
}
