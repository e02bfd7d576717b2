/** @jest-environment node */
import fs from 'node:fs'
import path from 'node:path'
import type { PropertyData } from '@/lib/content/properties'
import { renderMdxToHtml } from './renderMdxToHtml'

// A tiny compiled MDX module in the shape contentlayer produces (function body returning exports).
const compiled = `
const { jsx: _jsx, jsxs: _jsxs, Fragment: _Fragment } = _jsx_runtime;
function MDXContent(props) {
  const _components = { a: 'a', img: 'img', p: 'p', table: 'table', tbody: 'tbody', td: 'td', th: 'th', thead: 'thead', tr: 'tr', ...props.components };
  const { PropertyTable } = _components;
  return _jsxs(_Fragment, { children: [
    _jsx(_components.p, { children: _jsx(_components.a, { href: '/docs/server/security#csrf', children: 'security' }) }),
    _jsx(PropertyTable, { group: 'hazelcast' }),
    _jsx(_components.p, { children: _jsx(_components.img, { src: '/img/diagram.svg', alt: 'A diagram' }) }),
    _jsx(_components.p, { children: _jsx(_components.img, { src: '/img/unknown.png', alt: 'Unknown size' }) }),
    _jsxs(_components.table, { children: [
      _jsx(_components.thead, { children: _jsx(_components.tr, { children: _jsx(_components.th, { children: 'Notifier' }) }) }),
      '\\n',
      _jsxs(_components.tbody, { children: [
        _jsx(_components.tr, { children: _jsx(_components.td, { children: 'Slack' }) }),
        _jsx(_components.tr, { children: _jsx(_components.td, { children: 'Mail' }) })
      ] })
    ] })
  ] });
}
return { default: MDXContent };
`

const properties = JSON.parse(
  fs.readFileSync(path.join(__dirname, '..', '..', 'data', 'properties.json'), 'utf8'),
) as PropertyData

describe('renderMdxToHtml', () => {
  const html = renderMdxToHtml(compiled, {
    route: '/docs/server/Clustering',
    categoryItems: [],
    properties,
    descriptions: {
      'spring.boot.admin.hazelcast.enabled': 'Turns <clustering> on.',
      'spring.boot.admin.hazelcast.event-store': 'The map named by `event-store` keeps the events.',
    },
    imageSize: (sitePath) => (sitePath === '/img/diagram.svg' ? { width: 960, height: 540 } : null),
  })

  it('prefixes site links with the version base path', () => {
    expect(html).toContain('href="/3.5.6/docs/server/security#csrf"')
  })

  it('renders property rows with their own anchor, copy button and escaped description', () => {
    expect(html).toContain('id="spring.boot.admin.hazelcast.enabled"')
    expect(html).toContain('href="#spring.boot.admin.hazelcast.enabled"')
    expect(html).toContain('data-copy-text="spring.boot.admin.hazelcast.enabled"')
    expect(html).toContain('Turns &lt;clustering&gt; on.')
    // Descriptions are written with Markdown's inline code.
    expect(html).toContain('The map named by <code>event-store</code> keeps the events.')
    // The filter field is created by the page's script, in the place kept for it.
    expect(html).toContain('data-property-filter-slot=""')
    expect(html).not.toContain('<input')
  })

  it('gives site images their size and the base path; only the first loads eagerly', () => {
    expect(html).toContain(
      '<img src="/3.5.6/img/diagram.svg" alt="A diagram" width="960" height="540" loading="eager" decoding="async"/>',
    )
    expect(html).toContain(
      '<img src="/3.5.6/img/unknown.png" alt="Unknown size" loading="lazy" decoding="async"/>',
    )
  })

  it('puts a table in a scrolling box that takes keyboard focus', () => {
    expect(html).toContain('<div class="table-scroll" tabindex="0"><table><thead>')
  })
})
