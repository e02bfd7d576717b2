import { Head, Html, Main, type DocumentProps } from 'next/document'
import type { ComponentProps, JSX, ReactElement } from 'react'
import { BaseUrlIssueBanner } from '@/components/layout/BaseUrlIssueBanner'
import { DraftPreviewBanner, type DraftPreview } from '@/components/layout/DraftPreviewBanner'
import { bootScript, earlyInputScript, hydrationLoaderScript } from '@/lib/chrome/inline-scripts.cjs'
import { withoutPageHtml } from '@/lib/content/page-html'
import { NextScriptWithPageData, headWithScripts } from '@/lib/next-internals/document'
import { withBasePath } from '@/lib/site-links'
import { siteConfig } from '@/site.config'

const locale = siteConfig.locales.config[siteConfig.locales.defaultLocale]

type ScriptProps = Pick<ComponentProps<'script'>, 'src' | 'noModule' | 'crossOrigin'>

/**
 * Turns one of Next.js's `<script src defer>` into an inert `<script type="text/plain">` (not
 * fetched, not run) that lib/chrome/inline/hydration-loader.ts starts after the first paint. Inline
 * scripts and `nomodule` polyfills stay as they are.
 */
function toDeferred(element: JSX.Element): JSX.Element {
  const props = (element as ReactElement<ScriptProps>).props
  if (element.type !== 'script' || !props.src || props.noModule) return element
  return (
    // eslint-disable-next-line @next/next/no-sync-scripts -- inert (type text/plain): never fetched nor run by the browser
    <script
      key={element.key ?? props.src}
      type="text/plain"
      src={props.src}
      crossOrigin={props.crossOrigin}
      data-hydration-script=""
    />
  )
}

/**
 * The document head of production pages: Next.js's page scripts are fetched and run only after
 * the first contentful paint (lib/chrome/inline/hydration-loader.ts). The page is complete server HTML
 * (links, anchors, code all work without scripts), so the reader gets it first, with the whole
 * connection and an idle main thread, and React hydrates right after. The development server keeps
 * Next.js's own scripts (fast refresh).
 */
const DeferredHydrationHead = headWithScripts(toDeferred)

/** Production pages start their scripts after the first paint; development keeps Next.js's own. */
const DocumentHead = process.env.NODE_ENV === 'production' ? DeferredHydrationHead : Head

/**
 * Next.js's scripts, with page data that leaves out the content HTML the markup already holds
 * (lib/content/page-html.ts; pages/_app.tsx puts it back before hydration). A long doc page's HTML
 * then travels once instead of twice.
 */
function PageDataScript() {
  return <NextScriptWithPageData pageData={withoutPageHtml} />
}

export default function Document({ __NEXT_DATA__: data }: DocumentProps) {
  // Draft mode (a writer's unsaved draft, lib/releases/pages.ts): a banner in the page's HTML only,
  // with a plain link out, so readers' pages carry none of its code.
  const draftPreview = (data.props as { pageProps?: { draftPreview?: DraftPreview } } | undefined)?.pageProps
    ?.draftPreview
  return (
    <Html
      lang={locale.htmlLang}
      dir={locale.direction}
      data-theme={siteConfig.colorMode.defaultMode}
      data-theme-key={siteConfig.storageKeys.theme}
      data-default-theme={siteConfig.colorMode.defaultMode}
      data-respect-system={String(siteConfig.colorMode.respectPrefersColorScheme)}
      data-announcement-key={siteConfig.storageKeys.announcementDismissed}
      data-announcement-id-key={siteConfig.storageKeys.announcementId}
      data-announcement-id={siteConfig.announcementBar.id}
      data-base-path={siteConfig.basePath}
    >
      <DocumentHead>
        {/* Before first paint: stored colour mode, dismissed announcement (no flash), base path check. */}
        <script dangerouslySetInnerHTML={{ __html: bootScript }} />
        {/* Until React has hydrated, a pressed button or a search shortcut is held and then replayed. */}
        <script dangerouslySetInnerHTML={{ __html: earlyInputScript }} />
        {process.env.NODE_ENV === 'production' ? (
          <script dangerouslySetInnerHTML={{ __html: hydrationLoaderScript }} />
        ) : null}
        {/* The first render waits until the page layout (navbar, sidebar, article, table of contents)
            is parsed: a browser that paints a half-parsed page would move it when the rest arrives. */}
        <link rel="expect" href="#main-content" blocking="render" />
        <meta name="generator" content={siteConfig.metadata.generator} />
        <link rel="icon" href={withBasePath('/favicon.svg')} type="image/svg+xml" />
        <link
          rel="alternate"
          type="application/rss+xml"
          href={withBasePath('/blog/rss.xml')}
          title={`${siteConfig.title} blog (RSS)`}
        />
        <link
          rel="alternate"
          type="application/atom+xml"
          href={withBasePath('/blog/atom.xml')}
          title={`${siteConfig.title} blog (Atom)`}
        />
      </DocumentHead>
      <body>
        <BaseUrlIssueBanner />
        {draftPreview ? <DraftPreviewBanner {...draftPreview} /> : null}
        <Main />
        <PageDataScript />
      </body>
    </Html>
  )
}
