import type { ThemeExportName } from '@/lib/content/theme-imports'
import { withBasePath } from '@/lib/site-links'
import { siteConfig } from '@/site.config'
import { mdxComponents } from './mdxComponents'

/**
 * Docusaurus's `useBaseUrl('/img/a.png')`: the path under this site's base path; with
 * `{ absolute: true }` the full URL. Pure, so it may run while content renders on the server.
 */
export function useBaseUrl(
  url: string,
  options: { absolute?: boolean; forcePrependBaseUrl?: boolean } = {},
): string {
  const path = withBasePath(url)
  return options.absolute && path.startsWith('/') ? `${siteConfig.url}${path}` : path
}

/**
 * What each supported Docusaurus import (lib/content/theme-imports.ts) stands for. The renderer
 * passes this object to compiled content under THEME_GLOBAL.
 */
export const themeModules: Record<ThemeExportName, unknown> = {
  Tabs: mdxComponents.Tabs,
  TabItem: mdxComponents.TabItem,
  DocCardList: mdxComponents.DocCardList,
  Admonition: mdxComponents.Admonition,
  CodeBlock: mdxComponents.CodeBlock,
  Details: mdxComponents.Details,
  Link: mdxComponents.Link,
  TOCInline: mdxComponents.TOCInline,
  useBaseUrl,
}
