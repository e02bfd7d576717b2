/**
 * The files the CMS edits in local mode: the project's `content/` (pages, posts, category and
 * site files, images beside pages) and `public/img/` (the site's images), read and written for
 * Decap's proxy protocol (`proxy-protocol.ts`). Nothing outside those two folders can be named:
 * every path is relative, without `..`, backslashes or control characters, and resolves (symbolic
 * links followed) inside them. A save is checked first (`entry-check.ts`) and written whole (to a
 * temporary file, then renamed); when the project is a Git work tree, each save is one commit of
 * the files it wrote, with the writer's message (`git-commits.ts`).
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

/** The folders the CMS may read and write, relative to the project. */
export const EDITABLE_ROOTS = ['content', 'public/img'] as const
/** Text files the CMS saves as entries. */
const ENTRY_EXTENSIONS = new Set(['.md', '.mdx', '.json', '.yml', '.yaml'])
/** Files the media library lists and accepts. */
export const MEDIA_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.gif', '.svg', '.webp', '.avif'])
/** The largest image accepted (decoded bytes). */
export const MAX_MEDIA_BYTES = 5 * 1024 * 1024

export class RepositoryPathError extends Error {}

export interface StoredEntry {
  data: string | null
  file: { path: string; id: string | null; label?: string }
}

export interface MediaFile {
  id: string
  content: string
  encoding: 'base64'
  path: string
  name: string
}

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex')

export class LocalRepository {
  constructor(readonly root: string) {}

  /**
   * The absolute path of a project-relative path the CMS sent, or an error saying why it is not
   * one the CMS may touch. Symbolic links are followed for the part that exists.
   */
  async resolve(relative: string, kind: 'entry' | 'media' | 'folder'): Promise<string> {
    if (typeof relative !== 'string' || relative === '' || relative.length > 512)
      throw new RepositoryPathError('The path is empty or too long.')
    if (/[\\\u0000-\u001f]/.test(relative) || relative.startsWith('/') || /^[a-z]:/i.test(relative)) {
      throw new RepositoryPathError(`"${relative}" is not a relative path inside the project.`)
    }
    const segments = relative.split('/').filter((segment) => segment !== '' && segment !== '.')
    if (segments.some((segment) => segment === '..'))
      throw new RepositoryPathError(`"${relative}" leaves the project.`)
    const normal = segments.join('/')
    const inside = EDITABLE_ROOTS.find((editable) => normal === editable || normal.startsWith(`${editable}/`))
    if (!inside)
      throw new RepositoryPathError(
        `"${relative}" is outside the folders the CMS edits (${EDITABLE_ROOTS.join(', ')}).`,
      )
    const extension = path.extname(normal).toLowerCase()
    if (kind === 'entry' && !ENTRY_EXTENSIONS.has(extension))
      throw new RepositoryPathError(`"${relative}" is not a content file the CMS edits.`)
    if (kind === 'media' && !MEDIA_EXTENSIONS.has(extension)) {
      throw new RepositoryPathError(`"${relative}" is not an image (${[...MEDIA_EXTENSIONS].join(', ')}).`)
    }
    const absolute = path.join(this.root, normal)
    const real = await this.realPathOfExistingPart(absolute)
    const editableRoot = await fs
      .realpath(path.join(this.root, inside))
      .catch(() => path.join(this.root, inside))
    if (real !== editableRoot && !real.startsWith(editableRoot + path.sep))
      throw new RepositoryPathError(`"${relative}" leaves the project.`)
    return absolute
  }

  /** The real path of the deepest existing ancestor, with the rest of the path added. */
  private async realPathOfExistingPart(absolute: string): Promise<string> {
    let existing = absolute
    const rest: string[] = []
    for (;;) {
      try {
        return path.join(await fs.realpath(existing), ...rest.reverse())
      } catch {
        const parent = path.dirname(existing)
        if (parent === existing) return absolute
        rest.push(path.basename(existing))
        existing = parent
      }
    }
  }

  relative(absolute: string): string {
    return path.relative(this.root, absolute).split(path.sep).join('/')
  }

  async listFiles(folder: string, extension: string, depth: number): Promise<string[]> {
    const start = await this.resolve(folder, 'folder')
    const wanted = extension.startsWith('.') ? extension : `.${extension}`
    const found: string[] = []
    const walk = async (dir: string, left: number): Promise<void> => {
      if (left <= 0) return
      const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => [])
      for (const entry of entries) {
        const full = path.join(dir, entry.name)
        if (entry.isDirectory()) await walk(full, left - 1)
        else if (entry.isFile() && (extension === '' || entry.name.endsWith(wanted)))
          found.push(this.relative(full))
      }
    }
    await walk(start, Math.min(Math.max(depth, 1), 20))
    return found.sort()
  }

  async readEntries(files: Array<{ path: string; label?: string }>): Promise<StoredEntry[]> {
    return Promise.all(
      files.map(async (file) => {
        const absolute = await this.resolve(file.path, 'entry')
        const label = file.label === undefined ? {} : { label: file.label }
        try {
          const bytes = await fs.readFile(absolute)
          return {
            data: bytes.toString('utf8'),
            file: { path: this.relative(absolute), id: sha256(bytes), ...label },
          }
        } catch {
          return { data: null, file: { path: this.relative(absolute), id: null, ...label } }
        }
      }),
    )
  }

  async readMedia(relative: string): Promise<MediaFile> {
    const absolute = await this.resolve(relative, 'media')
    const bytes = await fs.readFile(absolute)
    return {
      id: sha256(bytes),
      content: bytes.toString('base64'),
      encoding: 'base64',
      path: this.relative(absolute),
      name: path.basename(absolute),
    }
  }

  async listMedia(folder: string): Promise<MediaFile[]> {
    const files = await this.listFiles(folder, '', 1)
    const images = files.filter((file) => MEDIA_EXTENSIONS.has(path.extname(file).toLowerCase()))
    return Promise.all(images.map((file) => this.readMedia(file)))
  }

  /** Writes a file whole: readers (the watcher, the dev server) never see half of it. */
  async write(absolute: string, content: Buffer | string): Promise<void> {
    await fs.mkdir(path.dirname(absolute), { recursive: true })
    const temporary = path.join(path.dirname(absolute), `.${path.basename(absolute)}.${process.pid}.tmp`)
    await fs.writeFile(temporary, content)
    await fs.rename(temporary, absolute)
  }

  async move(from: string, to: string): Promise<void> {
    await fs.mkdir(path.dirname(to), { recursive: true })
    await fs.rename(from, to)
  }

  async remove(absolute: string): Promise<boolean> {
    return fs.unlink(absolute).then(
      () => true,
      () => false,
    )
  }
}
