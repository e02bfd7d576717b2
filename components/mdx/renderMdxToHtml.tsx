import { getMDXComponent } from 'next-contentlayer2/hooks'
import { renderToStaticMarkup } from 'react-dom/server'
import type { RenderData } from '@/lib/content/page-props'
import { THEME_GLOBAL } from '@/lib/content/theme-imports'
import { MdxRenderContext, type MdxRenderData } from './MdxRenderContext'
import { mdxComponents } from './mdxComponents'
import { themeModules } from './themeModules'

/**
 * Turns contentlayer's compiled MDX into static HTML with next-contentlayer2's MDX component. It
 * runs when content is published (content:publish, lib/releases/build-release.ts): the browser gets the
 * HTML, never the compiled code, so no MDX runtime ships and the Content-Security-Policy needs no
 * `unsafe-eval`. The HTML then travels once (lib/content/page-html.ts).
 */
export function renderMdxToHtml(code: string, data: RenderData): string {
  // THEME_GLOBAL: what content's Docusaurus imports (`@theme/Tabs`, …) resolve to.
  const Content = getMDXComponent(code, { [THEME_GLOBAL]: themeModules })
  let imagesSeen = 0
  const takeFirstImage = () => imagesSeen++ === 0
  // Read through `data`, not copied from it: the publisher's render data notes what a page reads
  // (lib/releases/render-reads.ts), and a copy would read everything.
  const value: MdxRenderData = {
    get route() {
      return data.route
    },
    get categoryItems() {
      return data.categoryItems
    },
    get properties() {
      return data.properties
    },
    get descriptions() {
      return data.descriptions
    },
    imageSize: (sitePath) => data.imageSize?.(sitePath) ?? null,
    takeFirstImage,
  }
  return renderToStaticMarkup(
    <MdxRenderContext.Provider value={value}>
      <Content components={mdxComponents} />
    </MdxRenderContext.Provider>,
  )
}
