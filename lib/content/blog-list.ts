import type { BlogAuthor } from './blog-authors'
import { tagRoute } from './blog-paths'

/** What the blog list and the tag pages need of a post (from the generated documents). */
export interface PostSummaryInput {
  title: string
  route: string
  postDate: string
  description?: string
  readingTime: number
  authorList: unknown
  tagList: unknown
  unlisted?: boolean
}

export interface PostSummary {
  title: string
  route: string
  date: string
  description: string | null
  readingTime: number
  authors: string[]
  tags: Array<{ label: string; route: string }>
  /** The HTML before `<!-- truncate -->`, when the post has the marker. */
  excerptHtml: string | null
}

export function postSummary(post: PostSummaryInput, excerptHtml: string | null = null): PostSummary {
  return {
    title: post.title,
    route: post.route,
    date: post.postDate,
    description: post.description ?? null,
    readingTime: post.readingTime,
    authors: (post.authorList as BlogAuthor[]).map((author) => author.name),
    tags: post.tagList as Array<{ label: string; route: string }>,
    excerptHtml,
  }
}

export interface BlogTag {
  label: string
  route: string
  count: number
}

/** Every tag of the (listed) posts with its number of posts, by label. */
export function blogTags(posts: Array<Pick<PostSummaryInput, 'tagList'>>): BlogTag[] {
  const byRoute = new Map<string, BlogTag>()
  for (const post of posts) {
    for (const tag of post.tagList as Array<{ label: string; route: string }>) {
      const existing = byRoute.get(tag.route)
      if (existing) existing.count += 1
      else byRoute.set(tag.route, { label: tag.label, route: tag.route, count: 1 })
    }
  }
  return [...byRoute.values()].sort((a, b) => a.label.localeCompare(b.label, 'en'))
}

/** The posts with a tag, given the tag's route segment (`/blog/tags/<segment>`). */
export function postsWithTag<T extends Pick<PostSummaryInput, 'tagList'>>(posts: T[], segment: string): T[] {
  const route = tagRoute(segment)
  return posts.filter((post) => (post.tagList as Array<{ route: string }>).some((tag) => tag.route === route))
}
