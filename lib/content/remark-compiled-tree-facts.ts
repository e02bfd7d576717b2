import type { Root } from 'mdast'
import type { VFile } from 'vfile'
import { checkFactsOfTree } from './check'
import { rememberCompiledTreeFacts } from './compiled-tree-facts'
import { readFrontMatter } from './front-matter'
import { markdownTemplateContext } from './markdown-template'
import { MDX_COMPONENT_NAMES } from './mdx-component-names'
import { markdownTemplate } from './page-markdown'
import { contentDirOf, documentPath } from './remark-doc-file-links'
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
    const sourcePath = documentPath(file)
    rememberCompiledTreeFacts(body, {
      source,
      headings: headingsOf(tree),
      anchors: [...anchorsFromTree(tree)],
      check: checkFactsOfTree(tree, 0, MDX_COMPONENT_NAMES),
      components: MDX_COMPONENT_NAMES.join(','),
      // The Markdown from this tree, before the plugins after this one rewrite links and diagrams.
      ...(sourcePath === undefined
        ? {}
        : {
            markdown: {
              sourcePath,
              template: markdownTemplate(tree, sourcePath, markdownTemplateContext(contentDirOf(file, sourcePath))),
            },
          }),
    })
  }
}
