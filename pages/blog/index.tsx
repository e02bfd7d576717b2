import type { GetStaticProps } from 'next'
import Link from 'next/link'
import { PageHead } from '@/components/layout/PageHead'
import { formatPostDate } from '@/lib/content/feeds'
import { releaseTracker } from '@/lib/releases/server'
import { siteConfig } from '@/site.config'

interface BlogIndexProps {
  posts: Array<{
    title: string
    route: string
    date: string
    description: string | null
    readingTime: number
  }>
}

export default function BlogIndex({ posts }: BlogIndexProps) {
  return (
    <main className="mx-auto max-w-content px-4 py-10 sm:px-8">
      <PageHead title="Blog" description={`Release notes and news about ${siteConfig.title}.`} path="/blog" />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">Blog</h1>
      <ul className="mt-8 space-y-8">
        {posts.map((post) => (
          <li key={post.route}>
            <h2 className="text-xl font-semibold">
              <Link href={post.route} className="text-brand-800 hover:underline dark:text-brand-300">
                {post.title}
              </Link>
            </h2>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.readingTime} min read
            </p>
            {post.description ? (
              <p className="mt-2 text-slate-700 dark:text-slate-300">{post.description}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </main>
  )
}

export const getStaticProps: GetStaticProps<BlogIndexProps> = async () => {
  const { posts } = await releaseTracker().current()
  return {
    props: {
      posts: posts.map(({ title, route, date, description, readingTime }) => ({
        title,
        route,
        date,
        description,
        readingTime,
      })),
    },
    revalidate: siteConfig.revalidateSeconds,
  }
}
