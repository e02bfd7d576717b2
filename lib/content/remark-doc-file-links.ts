import fs from 'node:fs'
import path from 'node:path'
import type { Image, Link, Root } from 'mdast'
import type { VFile } from 'vfile'
import { visit } from 'unist-util-visit'
import { docFileLink, docRouteOfFile, withoutPathnameProtocol, withRoute } from './doc-file-links'

/** The path (below content/) of the document being compiled, as contentlayer records it on the file. */
export function documentPath(file: VFile): string | undefined {
  const raw = (file.data as { rawDocumentData?: { sourceFilePath?: unknown } }).rawDocumentData
  return typeof raw?.sourceFilePath === 'string' ? raw.sourceFilePath : undefined
}

/**
 * The content folder the document is compiled from: MDX's bundler names the page's module after a
 * file in the document's folder (so its folder, less the document's own folder below content/),
 * else content/ below the working directory.
 */
export function contentDirOf(file: VFile, sourcePath: string): string {
  const sourceDir = path.posix.dirname(sourcePath)
  const dir = file.path ? path.dirname(file.path) : ''
  const suffix = sourceDir === '.' ? '' : `${path.sep}${sourceDir.split('/').join(path.sep)}`
  if (path.isAbsolute(dir) && dir.endsWith(suffix)) return dir.slice(0, dir.length - suffix.length)
  return path.join(file.cwd, 'content')
}

/**
 * In the MDX pipeline: a Markdown link to a docs file (`[CLI](CLI.md#--watch)`) becomes a link to
 * that doc's route, as Docusaurus makes it (see doc-file-links.ts). The linked file's front matter
 * is read from disk, so a link follows the target's `id` and `slug`. A `pathname://` link or image
 * keeps its site path as written.
 */
export function remarkDocFileLinks() {
  return (tree: Root, file: VFile) => {
    const from = documentPath(file)
    if (from === undefined) return
    const contentDir = contentDirOf(file, from)
    const read = (contentPath: string) => {
      try {
        return fs.readFileSync(path.join(contentDir, contentPath), 'utf8')
      } catch {
        return undefined
      }
    }
    const exists = (contentPath: string) => fs.existsSync(path.join(contentDir, contentPath))
    visit(tree, 'image', (node: Image) => {
      node.url = withoutPathnameProtocol(node.url)
    })
    visit(tree, 'link', (node: Link) => {
      node.url = withoutPathnameProtocol(node.url)
      const linked = docFileLink(node.url, from, exists)
      const source = linked && read(linked.path)
      if (linked && source !== undefined) node.url = withRoute(docRouteOfFile(linked.path, source), linked.anchor)
    })
  }
}
