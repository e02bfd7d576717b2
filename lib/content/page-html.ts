/**
 * A page's content HTML travels once. Its props (`pageProps.html`) are what the server renders into
 * the markup; repeating them in the page data that Next.js embeds for hydration (`__NEXT_DATA__`)
 * would send the same HTML twice, escaped. So the embedded data leaves it out and says so, and the
 * browser takes it back from the markup before React hydrates. The data fetched on client-side
 * navigation is untouched: it still carries the HTML.
 */

/** The attribute of the element that holds a page's content HTML, exactly as rendered. */
export const PAGE_HTML_ATTRIBUTE = 'data-page-html'

/** Set in the embedded page props instead of `html`. */
const HTML_IN_MARKUP = 'htmlInMarkup'

type Props = Record<string, unknown>

function isProps(value: unknown): value is Props {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The embedded page data without the content HTML (a copy; the rendered props stay as they are). */
export function withoutPageHtml<T extends object>(data: T): T {
  const props = (data as { props?: unknown }).props
  if (!isProps(props) || !isProps(props.pageProps) || typeof props.pageProps.html !== 'string') return data
  const { html: _inMarkup, ...pageProps } = props.pageProps
  return { ...data, props: { ...props, pageProps: { ...pageProps, [HTML_IN_MARKUP]: true } } }
}

/**
 * Puts the content HTML back into page props that came without it, from the element that holds it.
 * Changes the props in place, so that Next.js's own copy (used again on hash changes) is whole too.
 */
export function restorePageHtml(pageProps: unknown, markup: ParentNode): void {
  if (!isProps(pageProps) || pageProps[HTML_IN_MARKUP] !== true) return
  pageProps.html = markup.querySelector(`[${PAGE_HTML_ATTRIBUTE}]`)?.innerHTML ?? ''
  delete pageProps[HTML_IN_MARKUP]
}
