/** @jest-environment node */
/**
 * What document.tsx relies on in Next.js's document internals, checked against the installed
 * Next.js: a failure after an upgrade names what changed. The browser tests show the behaviour it
 * carries ("sends its content HTML once", the deferred hydration).
 */
// eslint-disable-next-line @next/next/no-document-import-in-page -- the test renders the document's head
import { Head } from 'next/document'
import type { JSX } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { headWithScripts, NextScriptWithPageData } from './document'
import { nextInternal, upgradeProblem } from './installed-next'

const htmlContext = nextInternal<{
  HtmlContext?: { Provider?: unknown }
  useHtmlContext?: unknown
}>('next/dist/shared/lib/html-context.shared-runtime')
const { HtmlContext } = htmlContext as { HtmlContext: React.Context<unknown> }

/** The document context Next.js gives `_document` for a page, as far as Head and NextScript read it. */
function documentContext(page: string) {
  return {
    __NEXT_DATA__: { page, query: {}, buildId: 'test', props: { pageProps: { html: '<p>long</p>' } } },
    buildManifest: {
      polyfillFiles: ['static/chunks/polyfills.js'],
      devFiles: [],
      ampDevFiles: [],
      lowPriorityFiles: [],
      rootMainFiles: [],
      pages: { '/_app': ['static/chunks/main.js'], [page]: ['static/chunks/pages/page.js'] },
    },
    dynamicImports: ['static/chunks/dynamic.js'],
    docComponentsRendered: {},
    dangerousAsPath: page,
    assetPrefix: '',
    assetQueryString: '',
    mutableAssetQueryString: '',
    canonicalBase: '',
    isDevelopment: false,
    disableOptimizedLoading: false,
    scriptLoader: {},
    headTags: [],
    styles: [],
    head: [],
    locale: undefined,
    unstable_runtimeJS: true,
    unstable_JsPreload: true,
  }
}

function inert(element: JSX.Element): JSX.Element {
  const { src } = element.props as { src?: string }
  return src ? <script key={src} type="text/plain" data-src={src} /> : element
}

describe("Next.js's document internals (lib/next-internals/document.tsx)", () => {
  it('has the document context NextScript reads', () => {
    expect({
      HtmlContext: typeof htmlContext.HtmlContext?.Provider,
      useHtmlContext: typeof htmlContext.useHtmlContext,
    }).toEqual({ HtmlContext: 'object', useHtmlContext: 'function' })
  })

  it("renders Head's page scripts and dynamic chunks through the site's map", () => {
    const missing = (['getScripts', 'getDynamicChunks'] as const).filter(
      (method) => typeof Head.prototype[method] !== 'function',
    )
    expect(
      missing.map((method) => upgradeProblem(`Head has no ${method}; headWithScripts overrides it`)),
    ).toEqual([])
    const DeferredHead = headWithScripts(inert)
    const html = renderToStaticMarkup(
      <HtmlContext.Provider value={documentContext('/docs')}>
        <DeferredHead />
      </HtmlContext.Provider>,
    )
    const scripts = html.match(/<script[^>]*>/g) ?? []
    expect(scripts.filter((tag) => /\ssrc=/.test(tag))).toEqual([
      // The nomodule polyfills stay (not a page script).
      expect.stringContaining('polyfills.js'),
    ])
    // Head renders these through the overridden methods: if Next.js stops calling them, they
    // come back as plain <script src> and the list above gets them.
    expect(scripts.filter((tag) => tag.includes('type="text/plain"'))).toEqual([
      '<script type="text/plain" data-src="/_next/static/chunks/dynamic.js">',
      '<script type="text/plain" data-src="/_next/static/chunks/main.js">',
      '<script type="text/plain" data-src="/_next/static/chunks/pages/page.js">',
    ])
  })

  it('embeds the page data as the site turns it, leaving the rendered props alone', () => {
    const context = documentContext('/docs')
    const html = renderToStaticMarkup(
      <HtmlContext.Provider value={context}>
        <NextScriptWithPageData
          pageData={(data) => ({ ...data, props: { pageProps: { htmlInMarkup: true } } })}
        />
      </HtmlContext.Provider>,
    )
    const embedded = html.match(/<script id="__NEXT_DATA__" type="application\/json">(.*?)<\/script>/)?.[1]
    expect(embedded ? null : upgradeProblem('NextScript no longer embeds #__NEXT_DATA__')).toBeNull()
    expect(JSON.parse(embedded ?? 'null')).toMatchObject({
      page: '/docs',
      props: { pageProps: { htmlInMarkup: true } },
    })
    expect(context.__NEXT_DATA__.props.pageProps).toEqual({ html: '<p>long</p>' })
  })
})
