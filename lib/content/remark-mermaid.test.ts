/** @jest-environment node */
import type { Element, ElementContent } from 'hast'
import type { Paragraph, Root } from 'mdast'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import { VFile } from 'vfile'
import { checkContent, formatDiagnostic, type CheckOptions } from './check'
import { diagramProblem } from './mermaid-check'
import { DIAGRAM_ATTRIBUTE } from './mermaid-figure'
import { mermaidGrammar } from './mermaid-grammar'
import { scopeStyle } from './mermaid-svg'
import { remarkMermaid } from './remark-mermaid'
import { estimateSectionSize } from './section-size'

/** The figure each ```mermaid block of `markdown` becomes (the hast the plugin hands to rehype). */
function figures(markdown: string): Element[] {
  const tree = unified().use(remarkParse).parse(markdown) as Root
  remarkMermaid()(tree, new VFile({ path: 'docs/a.md', value: markdown }))
  const found: Element[] = []
  visit(tree, 'paragraph', (node: Paragraph) => {
    const data = node.data as { hName?: string; hProperties?: Element['properties']; hChildren?: ElementContent[] } | undefined
    if (data?.hName === 'figure') {
      found.push({ type: 'element', tagName: 'figure', properties: data.hProperties ?? {}, children: data.hChildren ?? [] })
    }
  })
  return found
}

const block = (source: string) => `Intro\n\n\`\`\`mermaid\n${source}\n\`\`\`\n`
const child = (node: Element, tagName: string) =>
  node.children.find((entry): entry is Element => entry.type === 'element' && entry.tagName === tagName)
const text = (node: ElementContent): string =>
  node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(text).join('') : ''

const DRAWN_AT_PUBLISH = {
  flowchart: 'flowchart LR\n  A[Client] -->|registers| B[Server]',
  sequence: 'sequenceDiagram\n  Client->>Server: POST /instances\n  Server-->>Client: 201 Created',
  class: 'classDiagram\n  Instance <|-- Registration\n  Instance : +String id',
  state: 'stateDiagram-v2\n  [*] --> UNKNOWN\n  UNKNOWN --> UP: health UP\n  UP --> OFFLINE: no answer',
  er: 'erDiagram\n  APPLICATION ||--o{ INSTANCE : has',
}

describe('remarkMermaid', () => {
  it.each(Object.entries(DRAWN_AT_PUBLISH))('draws a %s diagram to an SVG image named by its first line', (_, source) => {
    const [figure] = figures(block(source))
    expect(figure?.properties).toMatchObject({ 'data-mermaid-diagram': 'svg' })
    const svg = figure && child(figure, 'svg')
    expect(svg?.properties).toMatchObject({ role: 'img', ariaLabel: source.split('\n')[0] })
    expect(Number(svg?.properties.width)).toBeGreaterThan(0)
    // The name is also the SVG's <title>, and nothing is fetched from elsewhere (no web font import).
    expect(svg && text(child(svg, 'title') as Element)).toBe(source.split('\n')[0])
    expect(svg && text(svg)).not.toContain('@import')
  })

  it('names a diagram by its front matter title, else accTitle, and describes it with accDescr', () => {
    const [titled] = figures(
      block('---\ntitle: Registration\n---\nflowchart TD\n  accTitle: Not this\n  accDescr: How it goes\n  A --> B'),
    )
    const svg = titled && child(titled, 'svg')
    expect(svg?.properties.ariaLabel).toBe('Registration')
    expect(svg && text(child(svg, 'desc') as Element)).toBe('How it goes')
    // accTitle and accDescr are not drawn as nodes.
    expect(svg && text(svg)).not.toMatch(/accTitle|accDescr/)
    const [accessible] = figures(block('flowchart TD\n  accTitle: The short way\n  A --> B'))
    expect(accessible && child(accessible, 'svg')?.properties.ariaLabel).toBe('The short way')
  })

  it('leaves a gantt chart to the browser, named by its title statement, its source shown open until then', () => {
    const [figure] = figures(block('gantt\n  title Plan\n  dateFormat YYYY-MM-DD\n  section A\n  Write :a1, 2025-01-06, 5d'))
    expect(figure?.properties).toMatchObject({ 'data-mermaid-diagram': 'browser', 'data-mermaid-label': 'Plan' })
    expect(figure && child(figure, 'svg')).toBeUndefined()
    expect(figure && child(figure, 'div')?.properties).toMatchObject({ 'data-mermaid-canvas': '' })
    expect(figure && child(figure, 'details')?.properties.open).toBe(true)
  })

  it('keeps the source in a closed "Diagram source" disclosure as a mermaid code block, its summary out of search', () => {
    const source = DRAWN_AT_PUBLISH.flowchart
    const [figure] = figures(block(source))
    const details = figure && child(figure, 'details')
    expect(details?.properties.open).toBeUndefined()
    const summary = details && child(details, 'summary')
    expect(summary?.properties).toMatchObject({ dataSearchIgnore: '' })
    expect(summary && text(summary)).toBe('Diagram source')
    const code = details && child(child(details, 'pre') as Element, 'code')
    expect(code?.properties.className).toEqual(['language-mermaid'])
    expect(code && text(code)).toBe(`${source}\n`)
  })

  it('gives two diagrams on one page ids of their own, and scopes their styles to them', () => {
    const [first, second] = figures(`${block('flowchart LR\n  A --> B')}\n${block('flowchart LR\n  C --> D')}`)
    const ids = [first, second].map((figure) => figure && child(figure, 'svg')?.properties.id)
    expect(ids[0]).not.toBe(ids[1])
    const style = first && text(child(child(first, 'svg') as Element, 'style') as Element)
    expect(style).toContain(`#${String(ids[0])} text {`)
    expect(scopeStyle("@import url('https://x/css?f=A:wght@400;500&d=swap');\n svg { --a: 1 }\n .b, text { c: d }", '#s')).toBe(
      '#s { --a: 1 }\n#s .b, #s text { c: d }',
    )
  })

  it("reads flowchart statements separated by semicolons, and a flowchart's default direction", () => {
    const nodes = (source: string) => {
      const [figure] = figures(block(source))
      const svg = figure && child(figure, 'svg')
      const found: string[] = []
      if (svg) visit(svg, 'element', (node: Element) => void (node.properties.dataId && found.push(String(node.properties.dataId))))
      return found.sort()
    }
    expect(nodes('graph TD;\n  A --> B;\n  B --> C')).toEqual(['A', 'B', 'C'])
    expect(nodes('graph TD; A --> B; B --> C')).toEqual(['A', 'B', 'C'])
    expect(nodes('flowchart\n  A["x; y"] -->|a;b| B;B --> C')).toEqual(['A', 'B', 'C'])
    expect(diagramProblem('graph TD;\n  A --> B;')).toBeUndefined()
  })

  it('draws a flowchart with a link written without spaces (A-->B) in the browser, where Mermaid reads it', () => {
    // The publish-time drawing would read `B--` as a node and lose the link.
    const source = 'graph TD;\n  A --> B;\n  B-->C;\n  A---C'
    expect(diagramProblem(source)).toBeUndefined()
    const [figure] = figures(block(source))
    expect(figure?.properties[DIAGRAM_ATTRIBUTE]).toBe('browser')
    expect(figure && child(figure, 'svg')).toBeUndefined()
    const [spaced] = figures(block('graph TD;\n  A --> B;\n  B --> C'))
    expect(spaced?.properties[DIAGRAM_ATTRIBUTE]).toBe('svg')
  })

  it('fails the compile of a diagram that does not draw, naming the file and line', () => {
    expect(() => figures(block('flowchart XX\n  A --> B'))).toThrow(/docs\/a\.md:3: mermaid diagram does not draw: .*Invalid mermaid header/)
  })

  it('reserves the height of the scaled drawing for the section', () => {
    const [figure] = figures(block(DRAWN_AT_PUBLISH.state))
    const svg = figure && child(figure, 'svg')
    const size = figure && estimateSectionSize([figure])
    const height = Number(svg?.properties.height) / 16
    expect(size?.wide).toBeGreaterThanOrEqual(height)
    expect(size?.wide).toBeLessThan(height + 8)
    const [gantt] = figures(block('gantt\n  section A\n  One :a1, 2025-01-06, 1d\n  Two :after a1, 1d'))
    expect(gantt && estimateSectionSize([gantt])?.wide).toBeGreaterThan(10)
  })
})

describe('the content check on diagrams', () => {
  const options: CheckOptions = {
    publicFileExists: () => false,
    propertyGroups: new Map(),
    propertyDescriptions: new Map(),
    extraRoutes: ['/'],
    basePath: '/3.5.6',
    components: [],
  }
  const check = (body: string) =>
    checkContent([{ path: 'docs/d.md', source: `---\ntitle: D\n---\n\nText\n\n${body}` }], options).map(formatDiagnostic)

  it('accepts diagrams of every type it draws, and gantt charts', () => {
    const all = Object.values(DRAWN_AT_PUBLISH).map((source) => `\`\`\`mermaid\n${source}\n\`\`\`\n`)
    expect(check(all.join('\n'))).toEqual([])
    expect(check('```mermaid\ngantt\n  dateFormat YYYY-MM-DD\n  section A\n  One :a1, 2025-01-06, 1d\n```\n')).toEqual([])
  })

  it('reports a diagram that does not draw with the file, the line of its fence and the reason', () => {
    expect(check('```mermaid\nflowchart XX\n  A --> B\n```\n')).toEqual([
      expect.stringMatching(
        /^error: content\/docs\/d\.md:7: mermaid diagram does not draw: line 1 of the diagram: flowchart: Invalid mermaid header: "flowchart XX"/,
      ),
    ])
    expect(check('Para\n\n```mermaid\nflowchat LR\n  A --> B\n```\n')).toEqual([
      expect.stringMatching(/^error: content\/docs\/d\.md:9: .*"flowchat LR" does not start a Mermaid diagram/),
    ])
  })

  it("reports, with Mermaid's grammar, a broken line that the drawing at publish would skip, and a broken pie chart", () => {
    const grammar = { ...options, diagramGrammar: (source: string) => mermaidGrammar(source) }
    const checkWithGrammar = (body: string) =>
      checkContent([{ path: 'docs/g.md', source: `---\ntitle: G\n---\n\n${body}` }], grammar).map(formatDiagnostic)
    // beautiful-mermaid draws this flowchart without the third line.
    const flowchart = 'flowchart TD\n  A --> B\n  B -> C'
    expect(diagramProblem(flowchart)).toBeUndefined()
    expect(checkWithGrammar(`\`\`\`mermaid\n${flowchart}\n\`\`\`\n`)).toEqual([
      expect.stringMatching(
        /^error: content\/docs\/g\.md:5: mermaid diagram does not parse: line 3 of the diagram: Mermaid cannot parse "B -> C": it expected .*, and found .*\. See "Diagrams" in content\/README\.md\.$/,
      ),
    ])
    expect(checkWithGrammar('Intro\n\n```mermaid\npie title Health\n  "UP" 7\n```\n')).toEqual([
      expect.stringMatching(/^error: content\/docs\/g\.md:7: mermaid diagram does not parse: line 2 of the diagram: Mermaid cannot parse ""UP" 7"/),
    ])
    expect(checkWithGrammar('```mermaid\npie title Health\n  "UP" : 7\n```\n')).toEqual([])
  })

  it('reports a gantt line that is neither a task nor a statement, and a diagram that draws nothing', () => {
    expect(diagramProblem('gantt\n  dateFormat YYYY-MM-DD\n  %% a comment\n  Write the pages 5d')).toEqual({
      line: 4,
      message: expect.stringContaining('"Write the pages 5d" is neither a task'),
    })
    expect(diagramProblem('erDiagram\n  this is not an entity')).toEqual({
      line: 1,
      message: expect.stringContaining('draws nothing'),
    })
    expect(diagramProblem('---\ntitle: [unclosed\n---\nflowchart LR\n  A --> B')).toMatchObject({
      line: 1,
      message: expect.stringContaining('front matter is not valid YAML'),
    })
  })
})
