import type { GetStaticPaths, GetStaticProps } from 'next'
import { DocPage } from '@/components/docs/DocPage'
import type { DocPageProps } from '@/lib/content/page-props'
import { routesOf, staticPropsAt } from '@/lib/releases/pages'

export default DocPage

export const getStaticPaths: GetStaticPaths = async () => {
  const slugs = (await routesOf('doc')).map((route) =>
    route
      .replace(/^\/docs\/?/, '')
      .split('/')
      .filter(Boolean),
  )
  // `/docs` itself shows the main doc.
  return {
    paths: [{ params: { slug: [] } }, ...slugs.map((slug) => ({ params: { slug } }))],
    fallback: 'blocking',
  }
}

// In draft mode (a writer's preview from the CMS), the writer's draft of the page.
export const getStaticProps: GetStaticProps<DocPageProps> = ({ params, preview, previewData }) => {
  const slug = Array.isArray(params?.slug) ? params.slug : []
  return staticPropsAt<DocPageProps>(slug.length === 0 ? '/docs' : `/docs/${slug.join('/')}`, 'doc', {
    preview,
    previewData,
  })
}
