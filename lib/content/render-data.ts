import { publicImageSize } from './image-store'
import type { RenderInputs } from './page-props'
import { loadPropertyData, loadPropertyDescriptions } from './property-store'
import type { GeneratedContent } from './generated'
import { siteConfig } from '../../site.config'

/**
 * Publish time only: the site-wide data every page render needs (the sidebar, the property
 * reference, image sizes, edit links), read from `data/` and `public/`. The publisher adds the
 * renderer (`renderMdxToHtml`), which is React and so lives in components/.
 */
export function siteRenderData({ sidebar, docs }: Pick<GeneratedContent, 'sidebar' | 'docs'>): Omit<RenderInputs, 'renderHtml'> {
  return {
    sidebar,
    properties: loadPropertyData(),
    descriptions: loadPropertyDescriptions(),
    imageSize: publicImageSize,
    editBaseUrl: siteConfig.codeHost.editBaseUrl,
    docLink: (id) => {
      const doc = docs.find((candidate) => candidate.docId === id)
      return doc ? { label: doc.sidebar_label ?? doc.pageTitle, href: doc.route } : undefined
    },
  }
}
