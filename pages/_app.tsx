import type { AppProps } from 'next/app'
import { useEffect } from 'react'
import { Layout } from '@/components/layout/Layout'
import { VersionNavProvider } from '@/hooks/useVersionNav'
import { docsSidebarOf } from '@/lib/chrome/docs-sidebar'
import { replayEarlyClicks } from '@/lib/chrome/early-input-replay'
import { restorePageHtml } from '@/lib/content/page-html'
import type { VersionNavProps } from '@/lib/versions/version-nav'
import '@/styles/globals.css'

// The page data embedded in the document leaves out the content HTML that the markup holds
// (PageDataScript in pages/_document.tsx): put it back before React hydrates the page with it.
if (typeof window !== 'undefined') restorePageHtml(window.__NEXT_DATA__?.props?.pageProps, document)

export default function App({ Component, pageProps }: AppProps) {
  // The app's effect runs after every other effect of the first render: the page is interactive.
  useEffect(replayEarlyClicks, [])
  return (
    <VersionNavProvider nav={(pageProps as Partial<VersionNavProps>).versionNav}>
      <Layout docsSidebar={docsSidebarOf(pageProps)}>
        <Component {...pageProps} />
      </Layout>
    </VersionNavProvider>
  )
}
