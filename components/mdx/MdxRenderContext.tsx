import { createContext, useContext } from 'react'
import type { PropertyData } from '@/lib/content/properties'
import type { SidebarItem } from '@/lib/content/sidebar'

/** What MDX components need while content is rendered to HTML on the server. */
export interface MdxRenderData {
  /** The route of the page being rendered (`/docs/server/`). */
  route: string
  sidebar: SidebarItem[]
  properties: PropertyData
  descriptions: Record<string, string>
}

export const MdxRenderContext = createContext<MdxRenderData | null>(null)

export function useMdxRenderData(): MdxRenderData {
  const data = useContext(MdxRenderContext)
  if (!data) throw new Error('MDX components render only inside renderMdxToHtml')
  return data
}
