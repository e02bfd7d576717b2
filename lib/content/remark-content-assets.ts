import type { Image, Root } from 'mdast'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import type { VFile } from 'vfile'
import { visit } from 'unist-util-visit'
import { contentAssetUrl, isRelativeReference } from './content-assets'

/** The folder (below content/) of the document being compiled, as contentlayer records it on the file. */
function documentDir(file: VFile): string | undefined {
  const raw = (file.data as { rawDocumentData?: { sourceFileDir?: unknown } }).rawDocumentData
  return typeof raw?.sourceFileDir === 'string' ? (raw.sourceFileDir === '.' ? '' : raw.sourceFileDir) : undefined
}

/**
 * Images referenced relatively (`![diagram](./diagram.png)`, `<img src="./diagram.png" />`) point
 * to the file beside the document, served by the content-assets route (see content-assets.ts).
 */
export function remarkContentAssets() {
  return (tree: Root, file: VFile) => {
    const dir = documentDir(file)
    if (dir === undefined) return
    visit(tree, 'image', (node: Image) => {
      if (isRelativeReference(node.url)) node.url = contentAssetUrl(dir, node.url) ?? node.url
    })
    visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
      const element = node as MdxJsxFlowElement | MdxJsxTextElement
      if (element.name !== 'img') return
      for (const attribute of element.attributes) {
        if (attribute.type !== 'mdxJsxAttribute' || attribute.name !== 'src' || typeof attribute.value !== 'string') continue
        if (isRelativeReference(attribute.value)) attribute.value = contentAssetUrl(dir, attribute.value) ?? attribute.value
      }
    })
  }
}
