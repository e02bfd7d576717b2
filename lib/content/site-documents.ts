import type { GetServerSideProps } from 'next'
import { siteConfig, withBasePath } from '@/site.config'
import type { BlogAuthor } from './blog-authors'
import { blogTags } from './blog-list'
import { buildAtom, buildRss, buildSitemap, type FeedPost, type FeedSite } from './feeds'
import { generatedIndexRoutes } from './generated-index'
import { routeKey } from './paths'
import { getAllDocs, getAllPages, getAllPosts, getCategories } from './store'
import { listed } from './visibility'

/** The generated text documents of the site: feeds, sitemap, robots.txt (server only). */

const absoluteBase = `${siteConfig.url}${siteConfig.basePath}`

function feedSite(): FeedSite {
  return {
    title: `${siteConfig.title} Blog`,
    description: `Release notes and news about ${siteConfig.title}.`,
    siteUrl: absoluteBase,
    copyright: `Copyright © ${siteConfig.metadata.copyrightYear} ${siteConfig.metadata.copyrightHolder}`,
  }
}

function feedPosts(): FeedPost[] {
  return listed(getAllPosts()).map((post) => ({
    title: post.title,
    route: post.route,
    date: post.postDate,
    description: post.description ?? null,
    authors: (post.authorList as BlogAuthor[]).map((author) => author.name),
  }))
}

export function rssFeed(): string {
  return buildRss(feedSite(), feedPosts())
}

export function atomFeed(): string {
  return buildAtom(feedSite(), feedPosts())
}

/** Every listed page: unlisted docs, pages and posts are reachable but not in the sitemap. */
export function sitemap(): string {
  const posts = listed(getAllPosts())
  const routes = [
    '/',
    '/docs',
    ...listed(getAllDocs()).map((doc) => routeKey(doc.route)),
    ...generatedIndexRoutes(getCategories()),
    ...listed(getAllPages()).map((page) => page.route),
    '/blog',
    ...posts.map((post) => post.route),
    ...(posts.some((post) => post.tagList.length > 0) ? ['/blog/tags'] : []),
    ...blogTags(posts).map((tag) => tag.route),
  ]
  return buildSitemap(absoluteBase, [...new Set(routes)].map((route) => (route === '/' ? '/' : route)))
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: ${withBasePath('/')}\nSitemap: ${absoluteBase}/sitemap.xml\n`
}

/**
 * getServerSideProps of a page that answers with a text document instead of HTML, cached briefly
 * like a regenerated page. These are pages (`pages/sitemap.xml.tsx`, …) rather than rewrites to an
 * API route: with any rewrite configured, Next.js re-routes every statically generated page once
 * more right after hydration, which costs a slow phone a long task on every page load.
 */
export function serveDocument(contentType: string, build: () => string): GetServerSideProps {
  return async ({ res }) => {
    res.setHeader('Content-Type', `${contentType}; charset=utf-8`)
    res.setHeader('Cache-Control', `public, max-age=0, s-maxage=${siteConfig.revalidateSeconds}, stale-while-revalidate`)
    res.end(build())
    return { props: {} }
  }
}
