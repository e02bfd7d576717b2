/** @jest-environment node */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { grammarProblem, mermaidGrammar, uncountedLines, verdictOf } from './mermaid-grammar'

describe('grammarProblem', () => {
  it("words a generated parser's error with the line in the block, the line's text and the tokens expected", () => {
    const source = 'flowchart TD\n  A --> B\n  this is ;; nonsense {'
    const message =
      "Parse error on line 3:\n...art TD A-->B this is ;; nonsense {\n---------------------^\nExpecting 'SEMI', 'NEWLINE', 'EOF', 'AMP', 'START_LINK', 'LINK', 'LINK_ID', got 'NODE_STRING'"
    expect(grammarProblem({ message, line: 3 }, source)).toEqual({
      line: 3,
      message:
        'Mermaid cannot parse "this is ;; nonsense {": it expected SEMI, NEWLINE, EOF, AMP, START_LINK, LINK, … (7 in all), and found NODE_STRING',
    })
  })

  it("reads the line of a Langium parser's error from its text", () => {
    const message =
      "Parsing failed: Lexer error on line 2, column 8: unexpected character: ->x<- at offset: 11, skipped 1 characters. Parse error on line 2, column 6: Expecting token of type ':' but found `1`."
    const problem = grammarProblem({ message }, 'pie\n  "a" 1 x')
    expect(problem.line).toBe(2)
    expect(problem.message).toMatch(/^Mermaid cannot parse ""a" 1 x": Lexer error on line 2, column 8: unexpected character/)
  })

  it('counts the leading blank lines and the front matter that Mermaid does not', () => {
    const source = '\n---\ntitle: Flow\n---\nflowchart TD\n  A --> B\n  B --> --> C'
    expect(uncountedLines(source).offset).toBe(4)
    expect(grammarProblem({ message: "Parse error on line 3:\nExpecting 'AMP', got 'LINK'", line: 3 }, source)).toEqual({
      line: 7,
      message: 'Mermaid cannot parse "B --> --> C": it expected AMP, and found LINK',
    })
  })
})

describe('verdictOf', () => {
  it('lets a type that Mermaid has no parser for here pass (zenuml is a plug-in), and says when Mermaid was not asked', () => {
    expect(verdictOf({ ok: false, message: 'No diagram type detected matching given configuration for text: zenuml' }, 'zenuml')).toEqual({
      kind: 'parses',
    })
    expect(verdictOf({ unavailable: 'no thread' }, 'pie')).toEqual({ kind: 'unchecked', reason: 'no thread' })
    expect(verdictOf({ ok: true }, 'pie')).toEqual({ kind: 'parses' })
  })
})

/** A project with this checkout's packages and worker file, and no verdicts kept yet. */
function scratchProject(withWorker: boolean): string {
  const project = fs.mkdtempSync(path.join(os.tmpdir(), 'grammar-'))
  fs.symlinkSync(path.join(process.cwd(), 'node_modules'), path.join(project, 'node_modules'))
  fs.writeFileSync(path.join(project, 'package.json'), '{}')
  if (withWorker) {
    fs.mkdirSync(path.join(project, 'lib', 'content'), { recursive: true })
    const worker = path.join('lib', 'content', 'mermaid-grammar-worker.mjs')
    fs.copyFileSync(path.join(process.cwd(), worker), path.join(project, worker))
  }
  return project
}

describe("mermaidGrammar (Mermaid's parser in its thread)", () => {
  let project: string
  beforeAll(() => {
    project = scratchProject(true)
  })
  afterAll(() => fs.rmSync(project, { recursive: true, force: true }))

  it.each([
    ['flowchart', 'flowchart LR\n  A[Client] -->|registers| B(Server)\n  B --> C{Up?}'],
    ['sequence', 'sequenceDiagram\n  participant C as Client\n  C->>S: POST /instances\n  S-->>C: 201'],
    ['class', 'classDiagram\n  class Instance {\n    +String id\n  }'],
    ['state', 'stateDiagram-v2\n  [*] --> UP\n  UP --> DOWN'],
    ['ER', 'erDiagram\n  INSTANCE ||--o{ EVENT : emits'],
    ['gantt', 'gantt\n  dateFormat YYYY-MM-DD\n  section Release\n  Docs : a1, 2025-01-01, 3d'],
    ['pie', 'pie title Status\n  "UP" : 7\n  "DOWN" : 1'],
  ])('accepts a %s diagram', (_, source) => {
    expect(mermaidGrammar(source, project)).toEqual({ kind: 'parses' })
  })

  it.each([
    ['flowchart', 'flowchart TD\n  A --> B\n  B --> --> C', 3, /found LINK/],
    ['sequence', 'sequenceDiagram\n  A->>B: hello\n  loop every minute', 3, /^Mermaid cannot parse the end of the diagram: it expected/],
    ['class', 'classDiagram\n  class A {\n', 2, /STRUCT_STOP/],
    ['gantt', 'gantt\n  dateFormat YYYY\n  what is this', 3, /taskData/],
    ['pie', 'pie\n  "a" 1 x', 2, /Lexer error/],
  ])('refuses a broken %s diagram with the line in the block', (_, source, line, message) => {
    const verdict = mermaidGrammar(source, project)
    expect(verdict).toEqual({ kind: 'problem', problem: { line, message: expect.stringMatching(message) } })
  })

  it('keeps each verdict on disk for the next process, under the Mermaid version', () => {
    const source = 'flowchart TD\n  Kept --> B'
    expect(mermaidGrammar(source, project)).toEqual({ kind: 'parses' })
    const cache = path.join(project, '.contentlayer', '.publish-cache', 'mermaid-grammar')
    const files = fs.readdirSync(cache).map((name) => fs.readFileSync(path.join(cache, name), 'utf8'))
    expect(files.some((text) => text.includes('"key":"mermaid 12.') && text.includes('"kind":"parses"'))).toBe(true)
  })

  it('says the diagram was not checked when the project has no worker file, and does not keep that', () => {
    const bare = scratchProject(false)
    try {
      expect(mermaidGrammar('pie\n  "x" : 1', bare)).toEqual({
        kind: 'unchecked',
        reason: 'lib/content/mermaid-grammar-worker.mjs is missing',
      })
      expect(fs.existsSync(path.join(bare, '.contentlayer'))).toBe(false)
    } finally {
      fs.rmSync(bare, { recursive: true, force: true })
    }
  })
})
