import { PAGE_HTML_ATTRIBUTE, restorePageHtml, withoutPageHtml } from './page-html'

const html = '<h2 id="setup">Setup</h2><p>Add the <code>starter</code> &amp; run it.</p>'

function embedded() {
  return { page: '/docs/[[...slug]]', props: { pageProps: { kind: 'doc', title: 'Setup', html }, __N_SSG: true } }
}

describe('page HTML hand-off', () => {
  it('leaves the content HTML out of the embedded data, and nothing else', () => {
    const data = embedded()
    const sent = withoutPageHtml(data)
    expect(sent).toEqual({
      page: '/docs/[[...slug]]',
      props: { pageProps: { kind: 'doc', title: 'Setup', htmlInMarkup: true }, __N_SSG: true },
    })
    expect(JSON.stringify(sent)).not.toContain('starter')
    expect(data.props.pageProps.html).toBe(html)
  })

  it('leaves data without content HTML as it is', () => {
    const data = { page: '/blog', props: { pageProps: { kind: 'blog', posts: [] } } }
    expect(withoutPageHtml(data)).toBe(data)
    const notFound = { page: '/404' }
    expect(withoutPageHtml(notFound)).toBe(notFound)
  })

  it('takes the HTML back from the element that holds it, before hydration', () => {
    document.body.innerHTML = `<main><article><div class="markdown" ${PAGE_HTML_ATTRIBUTE}="">${html}</div></article></main>`
    const pageProps = JSON.parse(JSON.stringify(withoutPageHtml(embedded()).props.pageProps)) as Record<
      string,
      unknown
    >
    restorePageHtml(pageProps, document)
    expect(pageProps).toEqual({ kind: 'doc', title: 'Setup', html })
  })

  it('does not touch props that came with their HTML or without any', () => {
    document.body.innerHTML = `<div ${PAGE_HTML_ATTRIBUTE}=""><p>Other</p></div>`
    const whole = { kind: 'doc', html }
    restorePageHtml(whole, document)
    expect(whole.html).toBe(html)
    const none = { kind: 'blog' }
    restorePageHtml(none, document)
    expect(none).toEqual({ kind: 'blog' })
    restorePageHtml(null, document)
  })
})
