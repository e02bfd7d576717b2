import Link from 'next/link'
import { formatPostDate } from '@/lib/content/feeds'
import type { PostSummary } from '@/lib/content/blog-list'

/** Blog posts, newest first: title, date, reading time, tags, and the excerpt or description. */
export function PostList({ posts }: { posts: PostSummary[] }) {
  return (
    <ul className="mt-8 space-y-10">
      {posts.map((post) => (
        <li key={post.route}>
          <article>
            <h2 className="text-xl font-semibold">
              <Link href={post.route} className="text-brand-800 hover:underline dark:text-brand-300">
                {post.title}
              </Link>
            </h2>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.readingTime} min read
              {post.authors.length > 0 ? ` · ${post.authors.join(', ')}` : null}
            </p>
            {post.excerptHtml ? (
              // The post's own HTML up to its `<!-- truncate -->` marker, rendered on the server.
              <div className="markdown mt-2" dangerouslySetInnerHTML={{ __html: post.excerptHtml }} />
            ) : post.description ? (
              <p className="mt-2 text-slate-700 dark:text-slate-300">{post.description}</p>
            ) : null}
            {post.excerptHtml ? (
              <p className="mt-2">
                <Link
                  href={post.route}
                  className="font-medium text-brand-800 hover:underline dark:text-brand-300"
                >
                  Read more<span className="sr-only"> of “{post.title}”</span>
                </Link>
              </p>
            ) : null}
            {post.tags.length > 0 ? <TagLinks tags={post.tags} /> : null}
          </article>
        </li>
      ))}
    </ul>
  )
}

export function TagLinks({ tags }: { tags: Array<{ label: string; route: string }> }) {
  return (
    <ul className="mt-3 flex list-none flex-wrap gap-2 p-0" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag.route}>
          <Link
            href={tag.route}
            className="rounded-full border border-slate-300 px-2.5 py-0.5 text-xs text-slate-700 hover:border-brand-600 dark:border-slate-600 dark:text-slate-200"
          >
            {tag.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}
