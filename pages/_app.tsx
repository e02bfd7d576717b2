import type { AppProps } from 'next/app'
import { Layout } from '@/components/layout/Layout'
import { docsSidebarOf } from '@/lib/chrome/docsSidebar'
import '@/styles/globals.css'

export default function App({ Component, pageProps }: AppProps) {
  return (
    <Layout docsSidebar={docsSidebarOf(pageProps)}>
      <Component {...pageProps} />
    </Layout>
  )
}
