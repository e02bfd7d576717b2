import { createContext, useContext } from 'react'
import type { RenderData } from '@/lib/content/page-props'

/**
 * What MDX components need while content is rendered to HTML on the server: the page's render
 * data, and whether an image is the page's first (that one loads eagerly: it may be the largest
 * paint).
 */
export interface MdxRenderData extends RenderData {
  /** True for the first call of a render, false after. */
  takeFirstImage: () => boolean
}

export const MdxRenderContext = createContext<MdxRenderData | null>(null)

export function useMdxRenderData(): MdxRenderData {
  const data = useContext(MdxRenderContext)
  if (!data) throw new Error('MDX components render only inside renderMdxToHtml')
  return data
}
