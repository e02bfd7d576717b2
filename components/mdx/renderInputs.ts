import { publicImageSize } from '@/lib/content/image-store'
import { loadPropertyData, loadPropertyDescriptions } from '@/lib/content/property-store'
import type { RenderInputs } from '@/lib/content/page-props'
import { getSidebar } from '@/lib/content/store'
import { siteConfig } from '@/site.config'
import { renderMdxToHtml } from './renderMdxToHtml'

/** Everything getStaticProps needs to turn a document into page props (server only). */
export function renderInputs(): RenderInputs {
  return {
    renderHtml: renderMdxToHtml,
    sidebar: getSidebar(),
    properties: loadPropertyData(),
    descriptions: loadPropertyDescriptions(),
    imageSize: publicImageSize,
    editBaseUrl: siteConfig.codeHost.editBaseUrl,
  }
}
