import { createContext, useContext, type ReactNode } from 'react'
import { ownVersionNav, type VersionNav } from '@/lib/versions/version-nav'
import { siteConfig } from '@/site.config'

/**
 * The page's version navigation (dropdown links, banner, canonical URL), rendered with the page
 * from the versions manifest (lib/releases/pages.ts) and provided by pages/_app.tsx.
 */
const VersionNavContext = createContext<VersionNav | null>(null)

export function VersionNavProvider({ nav, children }: { nav: VersionNav | undefined; children: ReactNode }) {
  return <VersionNavContext.Provider value={nav ?? null}>{children}</VersionNavContext.Provider>
}

/**
 * The navigation of the page at `pageKey`; a page rendered without the manifest (the error pages)
 * lists this version only, so the dropdown never links to a deployment that may not exist.
 */
export function useVersionNav(pageKey: string): VersionNav {
  return (
    useContext(VersionNavContext) ??
    ownVersionNav({ name: siteConfig.version, basePath: siteConfig.basePath }, pageKey)
  )
}
