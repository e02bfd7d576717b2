import Link from 'next/link'
import { PageHead } from '@/components/common/PageHead'
import type { BlogTag, PostSummary } from '@/lib/content/blog-list'
import { PostList } from './PostList'

export type BlogListProps =
  | { view: 'index'; posts: PostSummary[] }
  | { view: 'tag'; tag: { label: string; route: string }; posts: PostSummary[] }
  | { view: 'tags'; tags: BlogTag[] }

const headingClass = 'text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white'

/** The blog list, a tag's posts, or every tag. */
export function BlogListPage(props: BlogListProps & { description: string }) {
  if (props.view === 'tags') {
    return (
      <main className="mx-auto max-w-content px-4 py-10 sm:px-8">
        <PageHead title="Tags" description={props.description} path="/blog/tags" />
        <h1 className={headingClass}>Tags</h1>
        <ul className="mt-8 flex list-none flex-wrap gap-3 p-0">
          {props.tags.map((tag) => (
            <li key={tag.route}>
              <Link href={tag.route} className="text-brand-800 hover:underline dark:text-brand-300">
                {tag.label} ({tag.count})
              </Link>
            </li>
          ))}
        </ul>
      </main>
    )
  }
  const title = props.view === 'tag' ? `Posts tagged “${props.tag.label}”` : 'Blog'
  const path = props.view === 'tag' ? props.tag.route : '/blog'
  return (
    <main className="mx-auto max-w-content px-4 py-10 sm:px-8">
      <PageHead title={title} description={props.description} path={path} />
      <h1 className={headingClass}>{title}</h1>
      {props.view === 'tag' ? (
        <p className="mt-2">
          <Link href="/blog/tags" className="text-brand-800 hover:underline dark:text-brand-300">
            View all tags
          </Link>
        </p>
      ) : null}
      <PostList posts={props.posts} />
    </main>
  )
}
