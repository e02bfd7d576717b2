import type { AppProps } from 'next/app'
import { useEffect } from 'react'
import { Layout } from '@/components/layout/Layout'
import { docsSidebarOf } from '@/lib/chrome/docsSidebar'
import { replayEarlyInput } from '@/lib/chrome/early-input-replay'
import '@/styles/globals.css'

export default function App({ Component, pageProps }: AppProps) {
  // The app's effect runs after every other effect of the first render: the page is interactive.
  useEffect(replayEarlyInput, [])
  return (
    <Layout docsSidebar={docsSidebarOf(pageProps)}>
      <Component {...pageProps} />
    </Layout>
  )
}
