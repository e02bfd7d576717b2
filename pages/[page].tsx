import type { GetStaticPaths, GetStaticProps } from 'next'
import { ContentPage } from '@/components/page/ContentPage'
import type { ContentPageProps } from '@/lib/content/page-props'
import { routesOf, staticPropsAt } from '@/lib/releases/pages'

export default ContentPage

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: (await routesOf('page')).map((route) => ({ params: { page: route.slice(1) } })),
  fallback: 'blocking',
})

export const getStaticProps: GetStaticProps<ContentPageProps> = ({ params }) =>
  staticPropsAt<ContentPageProps>(`/${typeof params?.page === 'string' ? params.page : ''}`, 'page')
