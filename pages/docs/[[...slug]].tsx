import type { GetStaticPaths, GetStaticProps } from 'next'
import { DocPage } from '@/components/docs/DocPage'
import { renderMdxToHtml } from '@/components/mdx/renderMdxToHtml'
import { siteRenderData } from '@/lib/content/render-data'
import { findGeneratedIndex, generatedIndexRoutes } from '@/lib/content/generated-index'
import { buildDocPageProps, buildGeneratedIndexProps, type DocPageProps } from '@/lib/content/page-props'
import { routeKey } from '@/lib/content/paths'
import { getAllDocs, getCategories, getDocByRoute, getSidebar } from '@/lib/content/store'
import { siteConfig } from '@/site.config'

export default DocPage

export const getStaticPaths: GetStaticPaths = () => {
  const slugs = [...getAllDocs().map((doc) => doc.route), ...generatedIndexRoutes(getCategories())].map(
    (route) =>
      routeKey(route)
        .replace(/^\/docs\/?/, '')
        .split('/')
        .filter(Boolean),
  )
  // `/docs` itself renders the main doc.
  return {
    paths: [{ params: { slug: [] } }, ...slugs.map((slug) => ({ params: { slug } }))],
    fallback: 'blocking',
  }
}

export const getStaticProps: GetStaticProps<DocPageProps> = ({ params }) => {
  const slug = Array.isArray(params?.slug) ? params.slug : []
  const route = slug.length === 0 ? '/docs' : `/docs/${slug.join('/')}`
  const doc = getDocByRoute(route, siteConfig.docsVersion.mainDocId)
  if (!doc) {
    // A category's generated index page (`link: { type: 'generated-index' }` in its category file).
    const index = findGeneratedIndex(getCategories(), getSidebar(), route)
    if (!index) return { notFound: true, revalidate: siteConfig.revalidateSeconds }
    return {
      props: buildGeneratedIndexProps(index, { sidebar: getSidebar() }),
      revalidate: siteConfig.revalidateSeconds,
    }
  }
  return {
    props: buildDocPageProps(doc, route, { ...siteRenderData(), renderHtml: renderMdxToHtml }),
    revalidate: siteConfig.revalidateSeconds,
  }
}
