/**
 * Publish time: what a page's render read of the site-wide data (its category's sidebar items,
 * the property reference, image sizes), noted while it renders, so the page is rendered again only
 * when something it read changed. A new title elsewhere in the sidebar renders again the pages whose
 * cards list it, not every page; a new property description, the pages with a property table.
 */
import type { RenderData, RenderInputs } from '../content/page-props'
import { renderDataFor } from '../content/page-props'
import { fingerprintOf } from './release'

/** What one render read, each as the fingerprint of the value it got. */
export interface RenderReads {
  categoryItems?: string
  properties?: string
  descriptions?: string
  /** Image size answers by site path. */
  images: Record<string, string>
}

/**
 * Fingerprints of category item lists, kept across publishes: the builder hands an unchanged
 * sidebar on as the same objects (contentFromDocuments), and a sidebar is never changed in place,
 * so a list is hashed once, not at every publish (at 5,000 pages, the whole sidebar each time).
 */
const categoryItemFingerprints = new WeakMap<object, string>()

/**
 * Fingerprints of one publish's site-wide values, each computed on first need and once: most
 * publishes render one page, which should not cost a hash of the whole property reference.
 */
export class SiteValues {
  private properties?: string
  private descriptions?: string

  constructor(readonly inputs: RenderInputs) {}

  propertiesFingerprint(): string {
    return (this.properties ??= fingerprintOf(this.inputs.properties))
  }

  descriptionsFingerprint(): string {
    return (this.descriptions ??= fingerprintOf(this.inputs.descriptions))
  }

  categoryItemsFingerprint(items: RenderData['categoryItems']): string {
    let known = categoryItemFingerprints.get(items)
    if (known === undefined) {
      known = fingerprintOf(items)
      categoryItemFingerprints.set(items, known)
    }
    return known
  }

  /** Image sizes are read from disk: each path once per publish, however many pages show it. */
  private readonly images = new Map<string, string>()

  imageFingerprint(sitePath: string): string {
    let known = this.images.get(sitePath)
    if (known === undefined) {
      known = JSON.stringify(this.inputs.imageSize?.(sitePath) ?? null)
      this.images.set(sitePath, known)
    }
    return known
  }
}

/** Render data for a page that notes what the render reads. */
export function noteReads(route: string, values: SiteValues): { data: RenderData; reads: RenderReads } {
  const plain = renderDataFor(route, values.inputs)
  const reads: RenderReads = { images: {} }
  const data: RenderData = {
    route,
    get categoryItems() {
      reads.categoryItems = values.categoryItemsFingerprint(plain.categoryItems)
      return plain.categoryItems
    },
    get properties() {
      reads.properties = values.propertiesFingerprint()
      return plain.properties
    },
    get descriptions() {
      reads.descriptions = values.descriptionsFingerprint()
      return plain.descriptions
    },
    imageSize: (sitePath) => {
      reads.images[sitePath] = values.imageFingerprint(sitePath)
      return plain.imageSize?.(sitePath) ?? null
    },
  }
  return { data, reads }
}

/** Whether everything a render read is still what it was, for the same route. */
export function readsStillHold(reads: RenderReads, route: string, values: SiteValues): boolean {
  if (reads.properties !== undefined && reads.properties !== values.propertiesFingerprint()) return false
  if (reads.descriptions !== undefined && reads.descriptions !== values.descriptionsFingerprint())
    return false
  if (
    reads.categoryItems !== undefined &&
    reads.categoryItems !== values.categoryItemsFingerprint(renderDataFor(route, values.inputs).categoryItems)
  )
    return false
  return Object.entries(reads.images).every(([sitePath, size]) => values.imageFingerprint(sitePath) === size)
}
