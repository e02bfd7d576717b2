/**
 * The site's uses of Next.js's document internals, all in this module (lib/next-internals/ holds
 * every use of a non-public Next.js API; `document.test.tsx` fails with a clear message when
 * an upgrade changes what they rely on).
 *
 * 1. The document's context (`HtmlContext`): NextScript embeds the page data (`__NEXT_DATA__`) it
 *    reads from there, and no public option changes what it embeds. The site embeds it without the
 *    page's content HTML, which the markup already holds (lib/content/page-html.ts). That keeps the
 *    HTML from travelling twice: 32.9 kB of escaped HTML (4.7 kB gzipped) on the median doc page,
 *    138 kB (18 kB) on the longest, measured on the built pages' data.
 * 2. `Head`'s `getScripts` and `getDynamicChunks`: typed in next/document, not documented. The
 *    site's production pages make Next.js's script elements inert and start them after the first
 *    paint (lib/chrome/inline/hydration-loader.ts), which keeps the framework's evaluation out of
 *    the window before the page is painted. No public option defers them: `next/script` does not
 *    govern the framework's own chunks.
 */
// eslint-disable-next-line @next/next/no-document-import-in-page -- a part of the document: only pages/_document.tsx imports this module
import { Head, NextScript } from 'next/document'
import { HtmlContext, useHtmlContext } from 'next/dist/shared/lib/html-context.shared-runtime'
import type { JSX } from 'react'

/** The files the head lists its scripts from (what Next.js passes `getScripts`). */
export type DocumentFiles = Parameters<Head['getScripts']>[0]

/** Changes one script element Next.js renders into the head (or returns it as it is). */
export type ScriptElementMap = (element: JSX.Element) => JSX.Element

/** Next.js's `Head`, with every page script and dynamic chunk it renders passed through `map`. */
export function headWithScripts(map: ScriptElementMap): typeof Head {
  return class HeadWithScripts extends Head {
    getDynamicChunks(files: DocumentFiles) {
      return super.getDynamicChunks(files).map((element) => (element ? map(element) : element))
    }

    getScripts(files: DocumentFiles) {
      return super.getScripts(files).map(map)
    }
  }
}

/** The page data object Next.js embeds for hydration (`__NEXT_DATA__`). */
type PageData = ReturnType<typeof useHtmlContext>['__NEXT_DATA__']

/** Next.js's scripts, embedding the page data as `pageData` turns it (a copy, not the original). */
export function NextScriptWithPageData({ pageData }: { pageData: (data: PageData) => PageData }) {
  const context = useHtmlContext()
  return (
    <HtmlContext.Provider value={{ ...context, __NEXT_DATA__: pageData(context.__NEXT_DATA__) }}>
      <NextScript />
    </HtmlContext.Provider>
  )
}
