import type { GetStaticPaths, GetStaticProps } from 'next'
import { BlogListPage, type BlogListProps } from '@/components/blog/BlogListPage'
import { ContentPage } from '@/components/page/ContentPage'
import { renderMdxToHtml } from '@/components/mdx/renderMdxToHtml'
import { blogTags, postSummary, postsWithTag } from '@/lib/content/blog-list'
import { buildContentPageProps, type ContentPageProps } from '@/lib/content/page-props'
import { siteRenderData } from '@/lib/content/render-data'
import { getAllPosts, getPostByLegacyRoute, getPostByRoute } from '@/lib/content/store'
import { listed } from '@/lib/content/visibility'
import { siteConfig } from '@/site.config'

type Props = (ContentPageProps & { view: 'post' }) | (BlogListProps & { description: string })

/** A post (`/blog/YYYY/MM/DD/title`), the tag list (`/blog/tags`) or a tag's posts (`/blog/tags/<tag>`). */
export default function BlogRoute(props: Props) {
  return props.view === 'post' ? <ContentPage {...props} /> : <BlogListPage {...props} />
}

const segments = (route: string) => route.replace(/^\/blog\//, '').split('/')

export const getStaticPaths: GetStaticPaths = () => {
  const posts = listed(getAllPosts())
  const tags = blogTags(posts)
  return {
    paths: [
      ...getAllPosts().map((post) => ({ params: { slug: segments(post.route) } })),
      ...(tags.length > 0 ? [{ params: { slug: ['tags'] } }] : []),
      ...tags.map((tag) => ({ params: { slug: segments(tag.route) } })),
    ],
    fallback: 'blocking',
  }
}

export const getStaticProps: GetStaticProps<Props> = ({ params }) => {
  const slug = Array.isArray(params?.slug) ? params.slug : []
  const route = `/blog/${slug.join('/')}`
  const revalidate = siteConfig.revalidateSeconds
  const description = `Release notes and news about ${siteConfig.title}.`
  const post = getPostByRoute(route)
  if (post) {
    const props = buildContentPageProps(post, { ...siteRenderData(), renderHtml: renderMdxToHtml })
    return { props: { ...props, view: 'post' }, revalidate }
  }
  if (slug[0] === 'tags' && slug.length <= 2) {
    const posts = listed(getAllPosts())
    if (slug.length === 1) return { props: { view: 'tags', tags: blogTags(posts), description }, revalidate }
    const tagged = postsWithTag(posts, slug[1] ?? '')
    const tag = blogTags(tagged).find((candidate) => candidate.route === route)
    if (tag) {
      return {
        props: {
          view: 'tag',
          tag: { label: tag.label, route: tag.route },
          posts: tagged.map((entry) => postSummary(entry)),
          description,
        },
        revalidate,
      }
    }
  }
  // The URLs posts had before dated URLs (`/blog/<name>`) move permanently to the new ones.
  const moved = getPostByLegacyRoute(route)
  if (moved) return { redirect: { destination: moved.route, permanent: true }, revalidate }
  return { notFound: true, revalidate }
}
