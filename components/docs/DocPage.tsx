import { PencilSquareIcon } from '@heroicons/react/20/solid'
import type { DocPageProps } from '@/lib/content/page-props'
import { cn } from '@/lib/cn'
import { PageHead } from '@/components/layout/PageHead'
import { MdxContent } from '@/components/mdx/MdxContent'
import { Breadcrumbs } from './Breadcrumbs'
import { PrevNext } from './PrevNext'
import { Sidebar } from './Sidebar'
import { TableOfContents } from './TableOfContents'

/** A docs page: sidebar, breadcrumbs, content, edit link, previous/next, table of contents. */
export function DocPage(props: DocPageProps) {
  return (
    // Fixed columns: the table of contents comes after the article in the HTML, and a browser that
    // paints before it has parsed it must not lay the article out wider first (a layout shift).
    <div
      className={cn(
        'mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] desktop:grid-cols-[18rem_minmax(0,1fr)]',
        !props.hideToc && 'xl:grid-cols-[18rem_minmax(0,1fr)_16rem]',
      )}
    >
      <div className="sticky top-navbar hidden h-[calc(100vh-var(--navbar-height))] self-start overflow-y-auto border-r border-slate-200 px-3 py-6 desktop:block dark:border-slate-800">
        <Sidebar items={props.sidebar} activeRoute={props.route} />
      </div>
      <main className="min-w-0 px-4 py-8 sm:px-8">
        <PageHead
          title={props.title}
          description={props.description ?? undefined}
          path={props.route}
          type="article"
        />
        <article className="mx-auto max-w-content">
          <Breadcrumbs items={props.breadcrumbs} current={props.title} />
          {props.hasH1 ? null : (
            <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
              {props.title}
            </h1>
          )}
          <MdxContent html={props.html} />
          <div className="mt-10 border-t border-slate-200 pt-4 dark:border-slate-800">
            <a
              href={props.editUrl}
              className="inline-flex items-center gap-1 text-sm text-brand-800 hover:underline dark:text-brand-300"
              rel="noopener noreferrer"
              target="_blank"
            >
              <PencilSquareIcon className="h-4 w-4" aria-hidden="true" />
              Edit this page<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
          <PrevNext neighbours={props.neighbours} />
        </article>
      </main>
      {props.hideToc ? null : (
        <div className="sticky top-navbar hidden h-[calc(100vh-var(--navbar-height))] self-start overflow-y-auto px-4 py-8 xl:block">
          <TableOfContents items={props.toc} />
        </div>
      )}
    </div>
  )
}
