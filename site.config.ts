import packageJson from './package.json'

/**
 * The one place a maintainer edits: every constant of the site that someone might want to change
 * lives here, typed, and nothing else does (no helpers, no unused keys). Nothing else hard-codes
 * these values.
 */

export interface NavLink {
  label: string
  /** A site path without the base path (`/docs/index`) or an absolute URL. */
  href: string
}

export interface FooterGroup {
  title: string
  items: NavLink[]
}

export interface DocsVersion {
  /**
   * The docs version entity's name (`current`, as Docusaurus calls the version a site documents).
   * The version dropdown and the reader's preferred version use the versions manifest's names
   * (the version numbers, lib/versions/version-entry.ts), which every deployment shares.
   */
  name: string
  label: string
  /** The doc the docs landing shows; it also ranks first in search. */
  mainDocId: string
}

export interface LocaleConfig {
  label: string
  direction: 'ltr' | 'rtl'
  htmlLang: string
}

// The docs version and base path of this build: DOCS_VERSION and DOCS_BASE_PATH when it was built
// (checked and passed on by next.config.js, lib/build/docs-version.cjs), else the package version.
// The public URL is the package's homepage (the security headers read it: HSTS when https).
const version: string = process.env.DOCS_VERSION?.trim() || packageJson.version
const basePath: string = process.env.DOCS_BASE_PATH?.trim() || `/${version}`
const siteUrl: string = packageJson.homepage
const codeHost = 'https://github.com/codecentric/spring-boot-admin'

export const siteConfig = {
  title: 'Spring Boot Admin',
  tagline: 'Monitor and manage your Spring Boot applications from one admin UI',
  description: `Documentation for Spring Boot Admin ${version}: install the server, register clients, secure, cluster and customise it, and wire notifications.`,
  version,
  /** The Next.js base path: every route of the site sits under it. */
  basePath,
  /** Public origin used for canonical URLs, Open Graph, the sitemap and feeds. */
  url: siteUrl,
  metadata: {
    /** The `generator` meta of every page: the framework that renders this site. */
    generator: `Next.js ${packageJson.dependencies.next}`,
    copyrightYear: 2025,
    copyrightHolder: 'the Spring Boot Admin contributors',
  },
  codeHost: {
    /** "Edit this page" links: the content path is appended. */
    editBaseUrl: `${codeHost}/edit/master/spring-boot-admin-docs/src/site/`,
    newIssueUrl: `${codeHost}/issues/new`,
  },
  operator: {
    name: 'Spring Boot Admin documentation team',
    street: 'Example Street 1',
    city: '12345 Example City',
    country: 'Germany',
    email: 'docs@spring-boot-admin.example.org',
  },
  docsVersion: {
    name: 'current',
    label: 'Next',
    mainDocId: 'index',
  } satisfies DocsVersion,
  /**
   * The docs sidebar, as Docusaurus's `sidebarCollapsed` (default `true`): categories start
   * collapsed, except the one holding the page and those whose category file says
   * `collapsed: false`; they never collapse on their own. A collapsed category's pages are not
   * rendered until it is opened, so a page's size does not grow with the whole site's.
   */
  sidebar: { collapsedByDefault: true },
  locales: {
    defaultLocale: 'en',
    list: ['en'],
    config: {
      en: {
        label: 'English',
        direction: 'ltr',
        htmlLang: 'en',
      },
    } satisfies Record<string, LocaleConfig>,
  },
  navbar: {
    links: [
      { label: 'Documentation', href: '/docs/index' },
      { label: 'FAQ', href: '/faq' },
      { label: 'GitHub', href: codeHost },
    ] satisfies NavLink[],
    /** Hide the navbar while the reader scrolls down; it comes back on scroll up. */
    hideOnScroll: true,
    /** Scroll distance (px) below which the navbar never hides. */
    hideOnScrollThreshold: 60,
  },
  footer: {
    groups: [
      {
        title: 'Docs',
        items: [
          { label: 'Overview', href: '/docs/index' },
          { label: 'FAQ', href: '/faq' },
        ],
      },
      {
        title: 'Community',
        items: [
          { label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/spring-boot-admin' },
        ],
      },
      {
        title: 'More',
        items: [
          { label: 'GitHub', href: codeHost },
          { label: 'Impressum', href: '/impressum' },
          { label: 'Privacy', href: '/privacy' },
        ],
      },
    ] satisfies FooterGroup[],
  },
  announcementBar: {
    /** Change the id to show the bar again to visitors who dismissed an earlier one. */
    id: 'sba-3-5-6-release',
    content: 'Spring Boot Admin 3.5.6 is out: see what changed in the release notes.',
    href: '/blog/2025/11/03/spring-boot-admin-3-5-6',
    isCloseable: true,
  },
  colorMode: {
    defaultMode: 'light' as 'light' | 'dark',
    disableSwitch: false,
    respectPrefersColorScheme: false,
  },
  breakpoints: {
    /** Below this width the navbar becomes the slide-in mobile menu. */
    desktop: 996,
    /** Up to this width search snippets are shorter. */
    smallScreen: 768,
  },
  progressBarDelayMs: 200,
  /** How long a copy button says "Copied" (or that copying failed) before it goes back (ms). */
  copyFeedbackMs: 2000,
  /** Dropdown expand/collapse: the duration follows the content height, capped here (ms). */
  collapseMaxDurationMs: 500,
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 5 },
  /** Seconds after which a statically generated page is regenerated on the next request. */
  revalidateSeconds: Number(process.env.REVALIDATE_SECONDS ?? 60),
  storageKeys: {
    theme: 'theme',
    announcementDismissed: 'docusaurus.announcement.dismiss',
    announcementId: 'docusaurus.announcement.id',
    docsVersion: 'docs-preferred-version-default',
    recentSearches: '__DOCSEARCH_RECENT_SEARCHES__',
    favoriteSearches: '__DOCSEARCH_FAVORITE_SEARCHES__',
    /** Prefix of the remembered tab of each tab group (`<Tabs groupId>`), as Docusaurus names it. */
    tabGroupPrefix: 'docusaurus.tab.',
  },
  search: {
    /** Credentials of the embedded backend; the hosted service is used when the env variables are set. */
    embedded: {
      appId: 'SBADOCS',
      searchKey: 'sba-docs-public-search-key',
      indexName: 'spring-boot-admin',
      /** Path of the embedded endpoint below the base path. */
      apiPath: '/api/search',
    },
    hitsPerPage: 20,
    snippetWords: 10,
    snippetWordsSmallScreen: 5,
    resultsPerGroup: 5,
    recentSearchesLimit: 7,
    recentSearchesWithFavoritesLimit: 4,
    favoriteSearchesLimit: 10,
    maxQueryLength: 64,
    stallThresholdMs: 300,
    /**
     * A keystroke's query is rendered (beyond the input's own text) with its answer, or after this
     * long when the answer is slower (lib/search-dialog/typed-query.ts).
     */
    typedQueryRenderDelayMs: 100,
    suggestedQueriesLimit: 3,
    hostCooldownMs: 120_000,
    timeouts: { connect: 1_000, read: 2_000, write: 30_000 },
    insights: {
      /** Search analytics events from the dialog: `NEXT_PUBLIC_SEARCH_ANALYTICS=on` when building. */
      enabled: process.env.NEXT_PUBLIC_SEARCH_ANALYTICS?.trim() === 'on',
      viewBatchSize: 20,
      viewDebounceMs: 400,
    },
    ask: {
      maxQuestionLength: 512,
      questionsPerMinute: 20,
    },
  },
  /** The MCP endpoint (`/mcp`, pages/api/mcp.ts): tool calls per client and minute, as the ask endpoint limits questions. */
  mcp: {
    requestsPerMinute: 60,
  },
} as const
