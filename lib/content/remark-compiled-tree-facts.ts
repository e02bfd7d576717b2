import type { Root } from 'mdast'
import type { VFile } from 'vfile'
import { checkFactsOfTree } from './check'
import { rememberCompiledTreeFacts } from './compiled-tree-facts'
import { readFrontMatter } from './front-matter'
import { MDX_COMPONENT_NAMES } from './mdx-component-names'
import { anchorsFromTree, headingsOf } from './toc'

/**
 * In the MDX pipeline, after our own remark plugins and before those that rewrite imports and
 * image paths: keeps what the page's tree says (headings, anchors, the content check's facts) for
 * the steps right after the compile, which then need not parse the page again
 * (`compiled-tree-facts.ts`). The tree is of the whole file, front matter included, so the
 * check's lines need no offset.
 */
export function remarkCompiledTreeFacts() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value)
    let body: string
    try {
      body = readFrontMatter(source).body
    } catch {
      return
    }
    rememberCompiledTreeFacts(body, {
      source,
      headings: headingsOf(tree),
      anchors: [...anchorsFromTree(tree)],
      check: checkFactsOfTree(tree, 0, MDX_COMPONENT_NAMES),
      components: MDX_COMPONENT_NAMES.join(','),
    })
  }
}
