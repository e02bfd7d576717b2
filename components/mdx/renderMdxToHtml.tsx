import { getMDXComponent } from 'next-contentlayer2/hooks'
import { renderToStaticMarkup } from 'react-dom/server'
import type { RenderData } from '@/lib/content/page-props'
import { MdxRenderContext } from './MdxRenderContext'
import { mdxComponents } from './mdxComponents'

/**
 * Turns contentlayer's compiled MDX into static HTML with next-contentlayer2's MDX component. It
 * runs on the server only (inside getStaticProps and the search-record build): the browser gets the
 * HTML, never the compiled code, so no MDX runtime ships and the Content-Security-Policy needs no
 * `unsafe-eval`. The HTML then travels once (lib/content/page-html.ts).
 */
export function renderMdxToHtml(code: string, data: RenderData): string {
  const Content = getMDXComponent(code)
  let imagesSeen = 0
  const takeFirstImage = () => imagesSeen++ === 0
  return renderToStaticMarkup(
    <MdxRenderContext.Provider value={{ ...data, takeFirstImage }}>
      <Content components={mdxComponents} />
    </MdxRenderContext.Provider>,
  )
}
