import { useRouter } from 'next/router'
import type { ReactNode } from 'react'
import { AnnouncementBar } from '@/components/layout/AnnouncementBar'
import { ErrorBoundary } from '@/components/errors/ErrorBoundary'
import { RouteProgressBar } from '@/components/layout/RouteProgressBar'
import { usePrefetchPolicy } from '@/hooks/usePrefetchPolicy'
import { pagePath, type DocsSidebar } from '@/lib/chrome/docs-sidebar'
import { Footer } from './Footer'
import { Navbar } from '../navbar/Navbar'
import { SkipToContent } from './SkipToContent'

/** The chrome around every page: skip link, announcement, navbar, main content, footer. */
export function Layout({ children, docsSidebar }: { children: ReactNode; docsSidebar?: DocsSidebar }) {
  const pageKey = pagePath(useRouter().asPath)
  usePrefetchPolicy()
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
