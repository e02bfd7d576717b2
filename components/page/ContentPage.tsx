import type { ContentPageProps } from '@/lib/content/page-props'
import { PageHead } from '@/components/common/PageHead'
import { MdxContent } from '@/components/mdx/MdxContent'
import { TableOfContents } from '@/components/docs/TableOfContents'
import { formatPostDate } from '@/lib/content/feeds'
import { cn } from '@/lib/cn'
import { TagLinks } from '@/components/blog/PostList'

/** A standalone page or a blog post: content with its own table of contents. */
export function ContentPage(props: ContentPageProps) {
  const isPost = props.kind === 'post'
  return (
    // Fixed columns: the table of contents follows the article in the HTML (see DocPage).
    <div
      className={cn(
        'mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)]',
        !props.hideToc && 'xl:grid-cols-[minmax(0,1fr)_16rem]',
      )}
    >
      <main className="min-w-0 px-4 py-10 sm:px-8">
        <PageHead
          title={props.title}
          description={props.description ?? undefined}
          path={props.route}
          type={isPost ? 'article' : 'website'}
          keywords={props.keywords}
          image={props.image}
          noindex={props.noindex}
        />
        <article className="mx-auto max-w-content">
          {props.hasH1 ? null : (
            <h1
              className={cn(
                'mb-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white',
                props.hideTitle && 'sr-only',
              )}
            >
              {props.title}
            </h1>
          )}
          {isPost && props.date ? (
            <p className="mb-8 text-sm text-slate-600 dark:text-slate-300">
              <time dateTime={props.date}>{formatPostDate(props.date)}</time>
              {' · '}
              {props.readingTime} min read
              {props.authors.length > 0 ? ' · ' : null}
              {props.authors.map((author, index) => (
                <span key={`${author.name}-${index}`}>
                  {index > 0 ? ', ' : null}
                  {author.url ? (
                    <a href={author.url} className="text-brand-800 hover:underline dark:text-brand-300">
                      {author.name}
                    </a>
                  ) : (
                    author.name
                  )}
                  {author.title ? ` (${author.title})` : null}
                </span>
              ))}
            </p>
          ) : null}
          <MdxContent html={props.html} />
          {isPost && props.tags.length > 0 ? <TagLinks tags={props.tags} /> : null}
        </article>
      </main>
      {props.hideToc ? null : (
        <div className="sticky top-navbar hidden h-[calc(100vh-var(--navbar-height))] self-start overflow-y-auto px-4 py-10 xl:block">
          <TableOfContents items={props.toc} />
        </div>
      )}
    </div>
  )
}
