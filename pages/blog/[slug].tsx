import type { GetStaticPaths, GetStaticProps } from 'next'
import { ContentPage } from '@/components/page/ContentPage'
import { renderMdxToHtml } from '@/components/mdx/renderMdxToHtml'
import { siteRenderData } from '@/lib/content/render-data'
import { buildContentPageProps, type ContentPageProps } from '@/lib/content/page-props'
import { getAllPosts, getPostBySlug } from '@/lib/content/store'
import { siteConfig } from '@/site.config'

export default ContentPage

export const getStaticPaths: GetStaticPaths = () => ({
  paths: getAllPosts().map((post) => ({ params: { slug: post.postSlug } })),
  fallback: 'blocking',
})

export const getStaticProps: GetStaticProps<ContentPageProps> = ({ params }) => {
  const post = getPostBySlug(typeof params?.slug === 'string' ? params.slug : '')
  if (!post) return { notFound: true, revalidate: siteConfig.revalidateSeconds }
  return {
    props: buildContentPageProps(post, { ...siteRenderData(), renderHtml: renderMdxToHtml }),
    revalidate: siteConfig.revalidateSeconds,
  }
}
