/** RSS 2.0 and Atom 1.0 feeds of the blog, and the sitemap (pure functions: data in, XML out). */

export interface FeedPost {
  title: string
  /** Site path below the base path (`/blog/2025/11/03/spring-boot-admin-3-5-6`). */
  route: string
  date: string
  description: string | null
  authors: string[]
}

export interface FeedSite {
  title: string
  description: string
  /** Absolute URL of the site including the base path, no trailing slash. */
  siteUrl: string
  copyright: string
}

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

export function formatPostDate(date: string): string {
  return new Date(date).toLocaleDateString('en-GB', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
}

export function buildRss(site: FeedSite, posts: FeedPost[]): string {
  const items = posts
    .map(
      (post) => `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${escapeXml(site.siteUrl + post.route)}</link>
      <guid isPermaLink="true">${escapeXml(site.siteUrl + post.route)}</guid>
      <pubDate>${new Date(post.date).toUTCString()}</pubDate>
${post.description ? `      <description>${escapeXml(post.description)}</description>\n` : ''}${post.authors
        .map((author) => `      <dc:creator>${escapeXml(author)}</dc:creator>\n`)
        .join('')}    </item>`,
    )
    .join('\n')
  return `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(site.title)}</title>
    <link>${escapeXml(`${site.siteUrl}/blog`)}</link>
    <atom:link href="${escapeXml(`${site.siteUrl}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(site.description)}</description>
    <language>en</language>
    <copyright>${escapeXml(site.copyright)}</copyright>
${items}
  </channel>
</rss>
`
}

export function buildAtom(site: FeedSite, posts: FeedPost[]): string {
  const updated = posts[0] ? new Date(posts[0].date).toISOString() : new Date(0).toISOString()
  const entries = posts
    .map(
      (post) => `  <entry>
    <title>${escapeXml(post.title)}</title>
    <id>${escapeXml(site.siteUrl + post.route)}</id>
    <link href="${escapeXml(site.siteUrl + post.route)}"/>
    <updated>${new Date(post.date).toISOString()}</updated>
${post.description ? `    <summary>${escapeXml(post.description)}</summary>\n` : ''}${(post.authors.length > 0
        ? post.authors
        : [site.title]
      )
        .map((author) => `    <author><name>${escapeXml(author)}</name></author>\n`)
        .join('')}  </entry>`,
    )
    .join('\n')
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>${escapeXml(site.title)}</title>
  <id>${escapeXml(`${site.siteUrl}/blog`)}</id>
  <link href="${escapeXml(`${site.siteUrl}/blog`)}"/>
  <link rel="self" href="${escapeXml(`${site.siteUrl}/blog/atom.xml`)}"/>
  <updated>${updated}</updated>
  <subtitle>${escapeXml(site.description)}</subtitle>
  <rights>${escapeXml(site.copyright)}</rights>
${entries}
</feed>
`
}

export function buildSitemap(siteUrl: string, routes: string[]): string {
  const urls = routes.map((route) => `  <url><loc>${escapeXml(siteUrl + route)}</loc></url>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`
}
