import { PencilSquareIcon } from '@heroicons/react/20/solid'
import type { DocPageProps } from '@/lib/content/page-props'
import { cn } from '@/lib/cn'
import { PageHead } from '@/components/common/PageHead'
import { DocCards } from '@/components/mdx/DocCardList'
import { MdxContent } from '@/components/mdx/MdxContent'
import { formatPostDate } from '@/lib/content/feeds'
import { Breadcrumbs } from './Breadcrumbs'
import { CopyPage } from './CopyPage'
import { PrevNext } from './PrevNext'
import { Sidebar } from './Sidebar'
import { TableOfContents } from './TableOfContents'
import { VersionBanner } from './VersionBanner'

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
          keywords={props.keywords}
          image={props.image}
          noindex={props.noindex}
        />
        <article className="mx-auto max-w-content">
          <VersionBanner route={props.route} />
          <div className="flex flex-wrap items-start justify-between gap-x-4">
            <Breadcrumbs items={props.breadcrumbs} current={props.title} />
            <CopyPage route={props.route} />
          </div>
          {props.hasH1 ? null : (
            // hide_title keeps the page's one top-level heading for screen readers and outlines.
            <h1
              className={cn(
                'mb-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white',
                props.hideTitle && 'sr-only',
              )}
            >
              {props.title}
            </h1>
          )}
          {props.generatedIndex ? (
            <>
              {props.description ? (
                <p className="text-lg text-slate-700 dark:text-slate-300">{props.description}</p>
              ) : null}
              <DocCards items={props.generatedIndex.items} />
            </>
          ) : (
            <MdxContent html={props.html} />
          )}
          <div className="mt-10 flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
            {props.editUrl ? (
              <a
                href={props.editUrl}
                className="inline-flex items-center gap-1 text-sm text-brand-800 hover:underline dark:text-brand-300"
                rel="noopener noreferrer"
                target="_blank"
              >
                <PencilSquareIcon className="h-4 w-4" aria-hidden="true" />
                Edit this page<span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : null}
            {props.lastUpdate ? (
              <p className="text-sm text-slate-600 dark:text-slate-300" data-last-update="">
                Last updated
                {props.lastUpdate.date ? (
                  <>
                    {' on '}
                    <time dateTime={props.lastUpdate.date}>{formatPostDate(props.lastUpdate.date)}</time>
                  </>
                ) : null}
                {props.lastUpdate.author ? ` by ${props.lastUpdate.author}` : null}
              </p>
            ) : null}
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
