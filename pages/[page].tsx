import type { GetStaticPaths, GetStaticProps } from 'next'
import { ContentPage } from '@/components/page/ContentPage'
import type { ContentPageProps } from '@/lib/content/page-props'
import { routesOf, staticPropsAt } from '@/lib/releases/pages'

export default ContentPage

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: (await routesOf('page')).map((route) => ({ params: { page: route.slice(1) } })),
  fallback: 'blocking',
})

// In draft mode (a writer's preview from the CMS), the writer's draft of the page.
export const getStaticProps: GetStaticProps<ContentPageProps> = ({ params, preview, previewData }) =>
  staticPropsAt<ContentPageProps>(`/${typeof params?.page === 'string' ? params.page : ''}`, 'page', {
    preview,
    previewData,
  })
