import type { GetStaticProps } from 'next'
import { BlogListPage } from '@/components/blog/BlogListPage'
import type { BlogListPageProps } from '@/lib/releases/release'
import { staticPropsAt } from '@/lib/releases/pages'

export default function BlogIndex(props: BlogListPageProps) {
  return <BlogListPage {...props} />
}

export const getStaticProps: GetStaticProps<BlogListPageProps> = () =>
  staticPropsAt<BlogListPageProps>('/blog', 'blog')
