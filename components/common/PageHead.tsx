import Head from 'next/head'
import { useVersionNav } from '@/hooks/useVersionNav'
import { withBasePath } from '@/lib/site-links'
import { siteConfig } from '@/site.config'

interface PageHeadProps {
  /** The page's own title; the site title is appended by the template. */
  title?: string
  description?: string
  /** Site path of the page (`/docs/server/`), used for the canonical URL. */
  path: string
  type?: 'website' | 'article'
  /** Front matter `keywords`. */
  keywords?: string[]
  /** Front matter `image`: a site path or URL for social cards. */
  image?: string | null
  /** Unlisted pages ask search engines not to index them. */
  noindex?: boolean
}

/** Title template, description, canonical URL and Open Graph tags of a page. */
export function PageHead({
  title,
  description = siteConfig.description,
  path,
  type = 'website',
  keywords = [],
  image = null,
  noindex = false,
}: PageHeadProps) {
  const fullTitle = title ? `${title} | ${siteConfig.title}` : `${siteConfig.title} ${siteConfig.version}`
  // The home page is the base path without a trailing slash: with one, the server redirects.
  const url = `${siteConfig.url}${path === '/' ? siteConfig.basePath : withBasePath(path)}`
  // An older version's docs page names the latest version's same page (search engines prefer it).
  const { canonicalPath } = useVersionNav(path)
  const canonical = canonicalPath ? `${siteConfig.url}${canonicalPath}` : url
  return (
    <Head>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={siteConfig.title} />
      <meta property="og:locale" content="en" />
      {keywords.length > 0 ? <meta name="keywords" content={keywords.join(', ')} /> : null}
      {image ? (
        <meta
          property="og:image"
          content={image.startsWith('/') ? `${siteConfig.url}${withBasePath(image)}` : image}
        />
      ) : null}
      {noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
      <meta name="twitter:card" content="summary" />
      <meta name="docsearch:version" content={siteConfig.version} />
      <meta name="docsearch:language" content={siteConfig.locales.defaultLocale} />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
    </Head>
  )
}
