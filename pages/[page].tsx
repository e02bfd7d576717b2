import type { GetStaticPaths, GetStaticProps } from 'next'
import { ContentPage } from '@/components/page/ContentPage'
import { renderMdxToHtml } from '@/components/mdx/renderMdxToHtml'
import { siteRenderData } from '@/lib/content/render-data'
import { buildContentPageProps, type ContentPageProps } from '@/lib/content/page-props'
import { getAllPages, getPageByRoute } from '@/lib/content/store'
import { siteConfig } from '@/site.config'

export default ContentPage

export const getStaticPaths: GetStaticPaths = () => ({
  paths: getAllPages().map((page) => ({ params: { page: page.route.slice(1) } })),
  fallback: 'blocking',
})

export const getStaticProps: GetStaticProps<ContentPageProps> = ({ params }) => {
  const name = typeof params?.page === 'string' ? params.page : ''
  const page = getPageByRoute(`/${name}`)
  if (!page) return { notFound: true, revalidate: siteConfig.revalidateSeconds }
  return {
    props: buildContentPageProps(page, { ...siteRenderData(), renderHtml: renderMdxToHtml }),
    revalidate: siteConfig.revalidateSeconds,
  }
}
