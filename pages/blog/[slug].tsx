import type { GetStaticPaths, GetStaticProps } from 'next'
import { ContentPage } from '@/components/page/ContentPage'
import type { ContentPageProps } from '@/lib/content/page-props'
import { routesOf, staticPropsAt } from '@/lib/releases/pages'

export default ContentPage

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: (await routesOf('post')).map((route) => ({ params: { slug: route.replace(/^\/blog\//, '') } })),
  fallback: 'blocking',
})

export const getStaticProps: GetStaticProps<ContentPageProps> = ({ params }) =>
  staticPropsAt<ContentPageProps>(`/blog/${typeof params?.slug === 'string' ? params.slug : ''}`, 'post')
