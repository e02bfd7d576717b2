// @ts-check
/**
 * The Docusaurus 3.9.2 site `npm run bench` compares ours with: same content (copied into this
 * folder by bench/sites/docusaurus-site.ts), same base path, same navbar and footer, classic preset
 * and Algolia DocSearch with dummy credentials, so its search code is part of what a reader downloads.
 * bench-site.json holds the values taken from our site.config.ts.
 */
import site from './bench-site.json'
import remarkPropertyTable from './plugins/remark-property-table.js'

/**
 * Our navbar/footer hrefs are site paths or absolute URLs. Docusaurus serves our `01-index.md` at
 * /docs/index (only a file named `index` becomes the version root), which is where `/docs/index` points.
 */
const toLink = ({ label, href }) => (/^https?:/.test(href) ? { label, href } : { label, to: href })

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: site.title,
  tagline: site.tagline,
  url: site.url,
  baseUrl: `${site.basePath}/`,
  favicon: 'favicon.svg',
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  markdown: { hooks: { onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'throw' } },
  i18n: { defaultLocale: 'en', locales: ['en'] },
  presets: [
    [
      'classic',
      /** @type {import('@docusaurus/preset-classic').Options} */
      ({
        docs: {
          path: 'docs',
          sidebarPath: './sidebars.js',
          editUrl: site.editBaseUrl,
          versions: { current: { label: site.docsVersionLabel } },
          remarkPlugins: [remarkPropertyTable],
        },
        blog: {
          path: 'blog',
          showReadingTime: true,
          feedOptions: { type: ['rss', 'atom'] },
          onUntruncatedBlogPosts: 'ignore',
          onInlineAuthors: 'ignore',
        },
        pages: { remarkPlugins: [remarkPropertyTable] },
        theme: { customCss: './src/css/custom.css' },
      }),
    ],
  ],
  themeConfig:
    /** @type {import('@docusaurus/preset-classic').ThemeConfig} */
    ({
      announcementBar: {
        id: site.announcementBar.id,
        content: `<a href="${site.basePath}${site.announcementBar.href}">${site.announcementBar.content}</a>`,
        isCloseable: site.announcementBar.isCloseable,
      },
      colorMode: {
        defaultMode: site.colorMode.defaultMode,
        disableSwitch: site.colorMode.disableSwitch,
        respectPrefersColorScheme: site.colorMode.respectPrefersColorScheme,
      },
      docs: { sidebar: { hideable: false, autoCollapseCategories: false } },
      tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 5 },
      navbar: {
        title: site.title,
        logo: { alt: site.title, src: 'img/logo.svg' },
        items: [
          ...site.navbar.map((link) => ({ ...toLink(link), position: 'left' })),
          {
            type: 'docsVersionDropdown',
            position: 'right',
            // pathname:// leaves links to other versions' sites outside the base URL.
            dropdownItemsAfter: site.otherVersions.map(({ label, href }) => ({
              label,
              href: `pathname://${href}`,
            })),
          },
          { type: 'localeDropdown', position: 'right' },
        ],
      },
      footer: {
        style: 'dark',
        links: site.footer.map((group) => ({ title: group.title, items: group.items.map(toLink) })),
        copyright: `Copyright © ${site.copyrightYear} ${site.copyrightHolder}.`,
      },
      // Dummy credentials: the hosted service is unreachable here, but its code is in the bundle.
      algolia: {
        appId: 'BENCHDUMMY',
        apiKey: 'bench-dummy-search-only-key',
        indexName: site.indexName,
        contextualSearch: true,
      },
      prism: { additionalLanguages: ['java', 'properties', 'groovy', 'bash', 'docker'] },
    }),
}

export default config
