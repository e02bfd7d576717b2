import type { GetServerSideProps } from 'next'
import { siteConfig } from '../../site.config'
import { withBasePath } from '../site-links'
import { buildAtom, buildRss, buildSitemap, type FeedPost, type FeedSite } from '../content/feeds'
import { methodNotAllowedHeaders } from '../http/method-not-allowed'
import { llmsFullTxt, llmsTxt, type LlmsSite } from './llms-text'
import { releaseRoutes, type ContentRelease } from './release'
import { releaseTracker } from './server'

/** The text documents of the site made from the current release: feeds, sitemap, robots.txt (server only). */

const absoluteBase = `${siteConfig.url}${siteConfig.basePath}`

function feedSite(): FeedSite {
  return {
    title: `${siteConfig.title} Blog`,
    description: `Release notes and news about ${siteConfig.title}.`,
    siteUrl: absoluteBase,
    copyright: `Copyright © ${siteConfig.metadata.copyrightYear} ${siteConfig.metadata.copyrightHolder}`,
  }
}

function feedPosts(release: ContentRelease): FeedPost[] {
  return release.posts.map(({ title, route, date, description, authors }) => ({
    title,
    route,
    date,
    description,
    authors,
  }))
}

export function rssFeed(release: ContentRelease): string {
  return buildRss(feedSite(), feedPosts(release))
}

export function atomFeed(release: ContentRelease): string {
  return buildAtom(feedSite(), feedPosts(release))
}

/**
 * The canonical URL of every listed page: the URLs the pages name in their canonical link, so none
 * of them redirects (the home page is the base path without a slash) and none is an alias (the
 * main doc's own route answers the `/docs` page). Unlisted pages (`noindex`) are left out.
 */
export function sitemap(release: ContentRelease): string {
  const unlisted = (route: string) => {
    const props = release.pages[route]?.props
    return props !== undefined && 'noindex' in props && props.noindex === true
  }
  const routes = releaseRoutes(release)
    .filter((route) => route !== release.docsLandingRoute && !unlisted(route))
    .sort()
  return buildSitemap(absoluteBase, ['', ...new Set(routes)])
}

const llmsSite: LlmsSite = {
  title: `${siteConfig.title} ${siteConfig.version}`,
  summary: siteConfig.description,
  absoluteUrl: (sitePath) => `${absoluteBase}${sitePath}`,
}

/** A document made once per release (a release never changes): llms-full.txt of a large site is megabytes. */
function oncePerRelease(build: (release: ContentRelease) => string): (release: ContentRelease) => string {
  const made = new WeakMap<ContentRelease, string>()
  return (release) => {
    let text = made.get(release)
    if (text === undefined) {
      text = build(release)
      made.set(release, text)
    }
    return text
  }
}

/** `/llms.txt`: every listed doc by sidebar section, each linking its Markdown (lib/releases/llms-text.ts). */
export const llmsTxtOfSite = oncePerRelease((release) => llmsTxt(release, llmsSite))

/** `/llms-full.txt`: every listed doc's Markdown in sidebar order. */
export const llmsFullTxtOfSite = oncePerRelease((release) => llmsFullTxt(release, llmsSite))

export function robotsTxt(): string {
  return `User-agent: *\nAllow: ${withBasePath('/')}\nSitemap: ${absoluteBase}/sitemap.xml\n`
}

/**
 * getServerSideProps of a page that answers with a text document instead of HTML, cached briefly
 * like a regenerated page. These are pages (`pages/sitemap.xml.tsx`, …) rather than rewrites to an
 * API route: with any rewrite configured, Next.js re-routes every statically generated page once
 * more right after hydration, which costs a slow phone a long task on every page load.
 */
export function serveDocument(
  contentType: string,
  build: (release: ContentRelease) => string,
): GetServerSideProps {
  return async ({ req, res }) => {
    // Read-only documents: another method is refused, as Next.js refuses it for static pages.
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, {
        ...methodNotAllowedHeaders(['GET', 'HEAD']),
        'Content-Type': 'text/plain; charset=utf-8',
      })
      res.end('This document is read with GET.\n')
      return { props: {} }
    }
    const release = await releaseTracker().current()
    res.setHeader('Content-Type', `${contentType}; charset=utf-8`)
    res.setHeader(
      'Cache-Control',
      `public, max-age=0, s-maxage=${siteConfig.revalidateSeconds}, stale-while-revalidate`,
    )
    res.end(build(release))
    return { props: {} }
  }
}
