import { useRouter } from 'next/router'
import type { ReactNode } from 'react'
import { AnnouncementBar } from '@/components/chrome/AnnouncementBar'
import { ErrorBoundary } from '@/components/chrome/ErrorBoundary'
import { RouteProgressBar } from '@/components/chrome/RouteProgressBar'
import { useViewportPrefetchPolicy } from '@/hooks/useViewportPrefetchPolicy'
import { pagePath, type DocsSidebar } from '@/lib/chrome/docsSidebar'
import { Footer } from './Footer'
import { Navbar } from './Navbar'
import { SkipToContent } from './SkipToContent'

/** The chrome around every page: skip link, announcement, navbar, main content, footer. */
export function Layout({ children, docsSidebar }: { children: ReactNode; docsSidebar?: DocsSidebar }) {
  const pageKey = pagePath(useRouter().asPath)
  useViewportPrefetchPolicy()
  return (
    <>
      <SkipToContent />
      <RouteProgressBar />
      <AnnouncementBar />
      <Navbar pageKey={pageKey} docsSidebar={docsSidebar} />
      <div id="main-content" tabIndex={-1} className="outline-none">
        <ErrorBoundary resetKey={pageKey}>{children}</ErrorBoundary>
      </div>
      <Footer />
    </>
  )
}
