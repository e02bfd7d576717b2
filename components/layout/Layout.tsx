import type { ReactNode } from 'react'
import { Footer } from './Footer'
import { Navbar } from './Navbar'
import { SkipToContent } from './SkipToContent'

/** The chrome around every page: skip link, navbar, main content, footer. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipToContent />
      <Navbar />
      <div id="main-content" tabIndex={-1} className="outline-none">
        {children}
      </div>
      <Footer />
    </>
  )
}
