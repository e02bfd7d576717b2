import YAML from 'yaml'

/**
 * Blog authors the Docusaurus way: `content/blog/authors.yml` maps a key to an author, and a post's
 * front matter `authors` names keys (`authors: jane` or `[jane, joe]`) or gives authors inline
 * (`{ name, title, url, image_url }`). The legacy `author` field (a name) works too.
 */
export interface BlogAuthor {
  key: string | null
  name: string
  title: string | null
  url: string | null
  imageUrl: string | null
}

export type AuthorMap = Record<string, BlogAuthor>

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null)

function authorFrom(key: string | null, value: Record<string, unknown>): BlogAuthor | undefined {
  const name = text(value.name)
  if (!name) return undefined
  return {
    key,
    name,
    title: text(value.title),
    url: text(value.url) ?? (text(value.email) ? `mailto:${text(value.email)}` : null),
    imageUrl: text(value.image_url) ?? text(value.imageURL),
  }
}

/** Parses authors.yml; throws naming the file and the entry when an entry has no name. */
export function parseAuthorsFile(source: string, fileName = 'content/blog/authors.yml'): AuthorMap {
  let data: unknown
  try {
    data = YAML.parse(source)
  } catch (error) {
    throw new Error(`${fileName}: invalid YAML (${(error as Error).message.split('\n')[0]})`)
  }
  if (data === null || data === undefined) return {}
  if (typeof data !== 'object' || Array.isArray(data)) throw new Error(`${fileName}: expected a map of author keys`)
  const authors: AuthorMap = {}
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const author = typeof value === 'object' && value !== null ? authorFrom(key, value as Record<string, unknown>) : undefined
    if (!author) throw new Error(`${fileName}: author "${key}" needs a "name"`)
    authors[key] = author
  }
  return authors
}

export interface ResolvedAuthors {
  authors: BlogAuthor[]
  /** Keys named in the front matter that authors.yml does not have. */
  unknownKeys: string[]
}

/** The authors of a post from its front matter `authors` (or legacy `author`). */
export function resolveAuthors(frontMatter: { authors?: unknown; author?: unknown }, map: AuthorMap): ResolvedAuthors {
  const raw = frontMatter.authors ?? (text(frontMatter.author) ? [{ name: frontMatter.author }] : [])
  const entries = Array.isArray(raw) ? raw : [raw]
  const authors: BlogAuthor[] = []
  const unknownKeys: string[] = []
  for (const entry of entries) {
    if (typeof entry === 'string') {
      const known = map[entry]
      if (known) authors.push(known)
      else unknownKeys.push(entry)
    } else if (typeof entry === 'object' && entry !== null) {
      const record = entry as Record<string, unknown>
      const key = text(record.key)
      const base = key ? map[key] : undefined
      if (key && !base) unknownKeys.push(key)
      const inline = authorFrom(key, { ...base, ...(base ? { image_url: base.imageUrl } : {}), ...record, name: record.name ?? base?.name })
      if (inline) authors.push(inline)
    }
  }
  return { authors, unknownKeys }
}
