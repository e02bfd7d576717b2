import type { Link, Image, Root } from 'mdast'
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import type { VFile } from 'vfile'
import { visit } from 'unist-util-visit'
import { siteConfig } from '../../site.config'
import { contentAssetUrl, isFileReference, isRelativeReference, requiredPath } from './content-assets'

/** The folder (below content/) of the document being compiled, as contentlayer records it on the file. */
function documentDir(file: VFile): string | undefined {
  const raw = (file.data as { rawDocumentData?: { sourceFileDir?: unknown } }).rawDocumentData
  return typeof raw?.sourceFileDir === 'string' ? (raw.sourceFileDir === '.' ? '' : raw.sourceFileDir) : undefined
}

/**
 * A URL written into a JSX element of the page: MDX hands the site's components only the elements
 * Markdown makes (they add the base path to site paths), so a literal `<a>` or `<img>` carries the
 * base path itself.
 */
const inJsx = (sitePath: string) => `${siteConfig.basePath}${sitePath}`

/**
 * Files referenced relatively point to the file beside the document, served by the content-assets
 * route (see content-assets.ts): images (`![diagram](./diagram.png)`, `<img src="./diagram.png" />`),
 * links to documents (`[template](./files/template.docx)`), and any JSX attribute written as
 * Docusaurus writes a file's URL (`<a href={require('./files/template.docx').default}>`), which
 * becomes the URL itself: nothing is left for the bundler to resolve.
 */
export function remarkContentAssets() {
  return (tree: Root, file: VFile) => {
    const dir = documentDir(file)
    if (dir === undefined) return
    visit(tree, 'image', (node: Image) => {
      if (isRelativeReference(node.url)) node.url = contentAssetUrl(dir, node.url) ?? node.url
    })
    visit(tree, 'link', (node: Link) => {
      if (isFileReference(node.url)) node.url = contentAssetUrl(dir, node.url) ?? node.url
    })
    visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
      const element = node as MdxJsxFlowElement | MdxJsxTextElement
      for (const [index, attribute] of element.attributes.entries()) {
        if (attribute.type !== 'mdxJsxAttribute') continue
        if (typeof attribute.value === 'string') {
          if (element.name === 'img' && attribute.name === 'src' && isRelativeReference(attribute.value)) {
            const url = contentAssetUrl(dir, attribute.value)
            if (url !== undefined) attribute.value = inJsx(url)
          }
          continue
        }
        const required = attribute.value ? requiredPath(attribute.value.value) : undefined
        const url = required === undefined ? undefined : contentAssetUrl(dir, required)
        if (url !== undefined) element.attributes[index] = { ...attribute, value: inJsx(url) } satisfies MdxJsxAttribute
      }
    })
  }
}
