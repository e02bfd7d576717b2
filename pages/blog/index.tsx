import type { GetStaticProps } from 'next'
import { BlogListPage, type BlogListProps } from '@/components/blog/BlogListPage'
import { renderMdxToHtml } from '@/components/mdx/renderMdxToHtml'
import { postSummary } from '@/lib/content/blog-list'
import { renderDataFor } from '@/lib/content/page-props'
import { siteRenderData } from '@/lib/content/render-data'
import { getAllPosts } from '@/lib/content/store'
import { excerptOf } from '@/lib/content/truncate'
import { listed } from '@/lib/content/visibility'
import { siteConfig } from '@/site.config'

type Props = BlogListProps & { description: string }

export default function BlogIndex(props: Props) {
  return <BlogListPage {...props} />
}

export const getStaticProps: GetStaticProps<Props> = () => {
  const inputs = siteRenderData()
  const posts = listed(getAllPosts()).map((post) =>
    postSummary(
      post,
      post.hasTruncate
        ? (excerptOf(
            renderMdxToHtml(
              post.body.code,
              renderDataFor(post.route, { ...inputs, renderHtml: renderMdxToHtml }),
            ),
          ) ?? null)
        : null,
    ),
  )
  return {
    props: { view: 'index', posts, description: `Release notes and news about ${siteConfig.title}.` },
    revalidate: siteConfig.revalidateSeconds,
  }
}
