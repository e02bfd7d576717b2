import type { GetServerSideProps } from 'next'
import { withBasePath } from '@/lib/site-links'
import { siteConfig } from '@/site.config'
import { buildAtom, buildRss, buildSitemap, type FeedPost, type FeedSite } from './feeds'
import { routeKey } from './paths'
import { getAllDocs, getAllPages, getAllPosts } from './store'

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
  return getAllPosts().map((post) => ({
    title: post.title,
    route: post.route,
    date: post.date,
    description: post.description ?? null,
    authors: typeof post.authors === 'string' ? [post.authors] : Array.isArray(post.authors) ? post.authors.filter((a): a is string => typeof a === 'string') : [],
  }))
}

export function rssFeed(): string {
  return buildRss(feedSite(), feedPosts())
}

export function atomFeed(): string {
  return buildAtom(feedSite(), feedPosts())
}

export function sitemap(): string {
  const routes = [
    '/',
    '/docs',
    ...getAllDocs().map((doc) => routeKey(doc.route)),
    ...getAllPages().map((page) => page.route),
    '/blog',
    ...getAllPosts().map((post) => post.route),
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
