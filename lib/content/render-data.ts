import { publicImageSize } from './image-store'
import type { RenderInputs } from './page-props'
import { loadPropertyData, loadPropertyDescriptions } from './property-store'
import { getAllDocs, getSidebar } from './store'
import { siteConfig } from '../../site.config'

/**
 * Server only: the site-wide data every page render needs (sidebar, property reference, image
 * sizes, edit links). The page's data loader adds the renderer (`renderMdxToHtml`), which is React
 * and so lives in components/.
 */
export function siteRenderData(): Omit<RenderInputs, 'renderHtml'> {
  return {
    sidebar: getSidebar(),
    properties: loadPropertyData(),
    descriptions: loadPropertyDescriptions(),
    imageSize: publicImageSize,
    editBaseUrl: siteConfig.codeHost.editBaseUrl,
    docLink: (id) => {
      const doc = getAllDocs().find((candidate) => candidate.docId === id)
      return doc ? { label: doc.sidebar_label ?? doc.pageTitle, href: doc.route } : undefined
    },
  }
}
