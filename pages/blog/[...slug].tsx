import type { GetStaticPaths, GetStaticProps } from 'next'
import { BlogListPage } from '@/components/blog/BlogListPage'
import { ContentPage } from '@/components/page/ContentPage'
import type { BlogListPageProps, PostPageProps } from '@/lib/releases/release'
import { blogPropsAt, routesOf } from '@/lib/releases/pages'

type Props = PostPageProps | BlogListPageProps

/** A post (`/blog/YYYY/MM/DD/title`), the tag list (`/blog/tags`) or a tag's posts (`/blog/tags/<tag>`). */
export default function BlogRoute(props: Props) {
  return props.view === 'post' ? <ContentPage {...props} /> : <BlogListPage {...props} />
}

const segments = (route: string) => route.replace(/^\/blog\//, '').split('/')

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: [...(await routesOf('post')), ...(await routesOf('blog'))]
    .filter((route) => route !== '/blog')
    .map((route) => ({ params: { slug: segments(route) } })),
  fallback: 'blocking',
})

// In draft mode (a writer's preview from the CMS), the writer's draft of a post.
export const getStaticProps: GetStaticProps<Props> = ({ params, preview, previewData }) =>
  blogPropsAt(`/blog/${(Array.isArray(params?.slug) ? params.slug : []).join('/')}`, { preview, previewData })
