/**
 * The publisher's per-file document compiler (lib/releases/document-compiler.ts) against
 * contentlayer's own generation: for every page of the site, the same documents. Run in a Node
 * process, compiled as the publisher is (contentlayer's core is an ES module that jest does not load).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildSync } from 'esbuild'

jest.setTimeout(300_000)

const root = path.resolve(__dirname, '..')

/**
 * Runs a TypeScript snippet in `cwd`, compiled as the publish is (scripts/compiled-scripts.mjs):
 * one ES module, packages loaded from node_modules (beautiful-mermaid, which lib/content/mermaid-svg.ts
 * imports, is an ES module only: tsx would load lib/ as CommonJS, which cannot require it). Returns
 * its stdout, parsed as JSON.
 */
function runSnippet(cwd: string, code: string): unknown {
  // Inside the checkout, so that the packages the snippet imports are found from there.
  const cache = path.join(root, 'node_modules', '.cache')
  fs.mkdirSync(cache, { recursive: true })
  const dir = fs.mkdtempSync(path.join(cache, 'sba-compiler-snippet-'))
  try {
    const file = path.join(dir, 'snippet.ts')
    const compiled = path.join(dir, 'snippet.mjs')
    fs.writeFileSync(file, code)
    buildSync({
      absWorkingDir: root,
      entryPoints: [file],
      outfile: compiled,
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      jsx: 'automatic',
      logLevel: 'warning',
      banner: {
        js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
      },
    })
    const output = execFileSync(process.execPath, [compiled], {
      cwd,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production' },
      maxBuffer: 256 * 1024 * 1024,
    })
    return JSON.parse(output.slice(output.indexOf('{'))) as unknown
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

const compilerModule = JSON.stringify(path.join(root, 'lib', 'releases', 'document-compiler'))
const inputsModule = JSON.stringify(path.join(root, 'lib', 'content', 'check-inputs'))

/**
 * A scratch project: a copy of what the compiler reads, with the Docusaurus fixture's pages added
 * (exotic front matter: explicit nulls, ids, slugs, authors, drafts, partials), so the caches
 * start empty and land outside the checkout.
 */
function scratchWithFixture(): string {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'sba-compiler-root-'))
  for (const entry of [
    'content',
    'data',
    'contentlayer.config.ts',
    'lib',
    'site.config.ts',
    'tsconfig.json',
    'package.json',
  ])
    fs.cpSync(path.join(root, entry), path.join(scratch, entry), { recursive: true })
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(scratch, 'node_modules'))
  const fixture = path.join(__dirname, 'fixtures', 'docusaurus-content')
  fs.cpSync(path.join(fixture, 'docs'), path.join(scratch, 'content', 'docs'), { recursive: true })
  fs.copyFileSync(
    path.join(fixture, 'component-stubs.yml'),
    path.join(scratch, 'content', 'component-stubs.yml'),
  )
  for (const entry of fs.readdirSync(path.join(fixture, 'blog'))) {
    const from = path.join(fixture, 'blog', entry)
    if (entry === 'authors.yml')
      fs.appendFileSync(
        path.join(scratch, 'content', 'blog', 'authors.yml'),
        `\n${fs.readFileSync(from, 'utf8')}`,
      )
    else fs.cpSync(from, path.join(scratch, 'content', 'blog', entry), { recursive: true })
  }
  return scratch
}

const contentModule = (name: string) => JSON.stringify(path.join(root, 'lib', 'content', name))

describe('the document compiler', () => {
  it('compiles every page, the Docusaurus fixture too, to the document contentlayer generates for it', () => {
    const scratch = scratchWithFixture()
    try {
      execFileSync(path.join(root, 'node_modules', '.bin', 'contentlayer2'), ['build'], {
        cwd: scratch,
        env: { ...process.env, PWD: scratch },
        stdio: 'ignore',
      })
      const generated = ['Doc', 'Page', 'Post'].flatMap(
        (type) =>
          JSON.parse(
            fs.readFileSync(path.join(scratch, '.contentlayer', 'generated', type, '_index.json'), 'utf8'),
          ) as Array<{ _raw: { sourceFilePath: string } }>,
      )
      expect(generated.map((document) => document._raw.sourceFilePath)).toContain(
        'docs/fixture/03-front-matter.md',
      )
      const result = runSnippet(
        scratch,
        `import { DocumentCompiler } from ${compilerModule}
import { readContentFiles } from ${inputsModule}
void (async () => {
  const outcomes = await new DocumentCompiler(process.cwd()).compileAll(readContentFiles(process.cwd()))
  console.log(JSON.stringify({ outcomes }))
})()`,
      ) as { outcomes: Array<{ path: string; document?: Record<string, unknown>; error?: string }> }
      expect(result.outcomes.filter((outcome) => outcome.error)).toEqual([])
      const byPath = new Map(result.outcomes.map((outcome) => [outcome.path, outcome.document]))
      expect([...byPath.keys()].sort()).toEqual(
        generated.map((document) => document._raw.sourceFilePath).sort(),
      )
      for (const expected of generated) expect(byPath.get(expected._raw.sourceFilePath)).toEqual(expected)
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true })
    }
  })

  it('reads what the check and the table of contents need from the tree it compiled: for every page, what parsing it again gives', () => {
    const scratch = scratchWithFixture()
    try {
      const result = runSnippet(
        scratch,
        `import { DocumentCompiler } from ${compilerModule}
import { readContentFiles } from ${inputsModule}
import { parseForCheck } from ${contentModule('check')}
import { compiledTreeFacts, forgetCompiledTreeFacts } from ${contentModule('compiled-tree-facts')}
import { readFrontMatter } from ${contentModule('front-matter')}
import { MDX_COMPONENT_NAMES } from ${contentModule('mdx-component-names')}
import { parseMarkdown } from ${contentModule('parse')}
import { headingsOf } from ${contentModule('toc')}
const memory = () => {
  const kept = new Map()
  return { kept, read: (file) => kept.get(file), write: (file, _source, parse) => void kept.set(file, parse) }
}
void (async () => {
  const root = process.cwd()
  const compiler = new DocumentCompiler(root)
  const fromCompile = memory()
  const fromParse = memory()
  const pages = []
  for (const file of readContentFiles(root)) {
    const [outcome] = await compiler.compileAll([file])
    if (!outcome || !('document' in outcome)) continue
    const body = readFrontMatter(file.source).body
    const read = compiledTreeFacts(body)
    parseForCheck(file, MDX_COMPONENT_NAMES, fromCompile)
    pages.push({ path: file.path, read: read !== undefined, headings: read?.headings, parsed: headingsOf(parseMarkdown(body)) })
  }
  // Without what the compiles read, the check parses every page itself.
  forgetCompiledTreeFacts()
  for (const file of readContentFiles(root)) parseForCheck(file, MDX_COMPONENT_NAMES, fromParse)
  console.log(JSON.stringify({ pages, fromCompile: Object.fromEntries(fromCompile.kept), fromParse: Object.fromEntries(fromParse.kept) }))
})()`,
      ) as {
        pages: Array<{ path: string; read: boolean; headings: unknown; parsed: unknown }>
        fromCompile: Record<string, unknown>
        fromParse: Record<string, unknown>
      }
      expect(result.pages.length).toBeGreaterThan(50)
      for (const page of result.pages) {
        expect({ path: page.path, read: page.read, headings: page.headings }).toEqual({
          path: page.path,
          read: true,
          headings: page.parsed,
        })
      }
      expect(Object.keys(result.fromCompile).length).toBeGreaterThan(50)
      for (const [file, stored] of Object.entries(result.fromCompile))
        expect({ file, stored }).toEqual({ file, stored: result.fromParse[file] })
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true })
    }
  })

  it('compiles again only the files whose inputs changed, and names a file that does not compile', () => {
    const result = runSnippet(
      root,
      `import { DocumentCompiler } from ${compilerModule}
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
void (async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sba-compiler-edit-'))
  fs.cpSync(path.join(process.cwd(), 'contentlayer.config.ts'), path.join(dir, 'contentlayer.config.ts'))
  fs.symlinkSync(path.join(process.cwd(), 'lib'), path.join(dir, 'lib'))
  fs.symlinkSync(path.join(process.cwd(), 'site.config.ts'), path.join(dir, 'site.config.ts'))
  fs.symlinkSync(path.join(process.cwd(), 'node_modules'), path.join(dir, 'node_modules'))
  fs.cpSync(path.join(process.cwd(), 'data'), path.join(dir, 'data'), { recursive: true })
  const compiler = new DocumentCompiler(dir)
  const files = [
    { path: 'docs/a.md', source: '---\\ntitle: Alpha\\n---\\n\\nFirst text.\\n' },
    { path: 'docs/b.md', source: '---\\ntitle: Beta\\n---\\n\\nSecond text.\\n' },
  ]
  const first = await compiler.compileAll(files)
  files[1] = { path: 'docs/b.md', source: '---\\ntitle: Beta\\n---\\n\\nSecond text, edited.\\n' }
  const second = await compiler.compileAll(files)
  const broken = await compiler.compileAll([...files, { path: 'docs/c.mdx', source: '# C\\n\\n<Unclosed>\\n' }])
  const fresh = await new DocumentCompiler(dir).compileAll(files)
  // Two drafts at once on a compiler that has not loaded yet (a preview beside the first publish):
  // one load, and esbuild, ended after it, started again for both.
  const racing = new DocumentCompiler(dir)
  const drafts = await Promise.all(files.map((file) => racing.compileDraft(file)))
  // New property data: only a page with a property table depends on it.
  const tables = [...files, { path: 'docs/p.mdx', source: '# P\\n\\n<PropertyTable group="server" />\\n' }]
  await compiler.compileAll(tables)
  fs.appendFileSync(path.join(dir, 'data', 'properties.json'), '\\n')
  const data = await compiler.compileAll(tables)
  fs.rmSync(dir, { recursive: true, force: true })
  const summary = (list: Array<{ path: string; reused?: boolean; error?: string; document?: { body?: { raw?: string } } }>) =>
    list.map((o) => ({ path: o.path, reused: o.reused, error: o.error?.split(':')[0], raw: o.document?.body?.raw }))
  console.log(JSON.stringify({ first: summary(first), second: summary(second), broken: summary(broken), fresh: summary(fresh), drafts: summary(drafts), data: summary(data) }))
})()`,
    ) as Record<string, Array<{ path: string; reused?: boolean; error?: string; raw?: string }>>
    expect(result.first?.map((outcome) => outcome.reused)).toEqual([false, false])
    expect(result.second).toEqual([
      expect.objectContaining({ path: 'docs/a.md', reused: true }),
      expect.objectContaining({ path: 'docs/b.md', reused: false, raw: '\nSecond text, edited.\n' }),
    ])
    expect(result.broken?.[2]).toEqual({ path: 'docs/c.mdx', error: 'content/docs/c.mdx' })
    // A new process (the next publish) finds both in the disk cache.
    expect(result.fresh?.map((outcome) => outcome.reused)).toEqual([true, true])
    expect(result.drafts?.map((outcome) => [outcome.path, outcome.error, outcome.raw])).toEqual([
      ['docs/a.md', undefined, '\nFirst text.\n'],
      ['docs/b.md', undefined, '\nSecond text, edited.\n'],
    ])
    expect(result.data?.map((outcome) => [outcome.path, outcome.reused])).toEqual([
      ['docs/a.md', true],
      ['docs/b.md', true],
      ['docs/p.mdx', false],
    ])
  })
  it('compiles a page again when a doc it links to by file gets another route, and only then', () => {
    const result = runSnippet(
      root,
      `import { DocumentCompiler } from ${compilerModule}
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
void (async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sba-compiler-links-'))
  fs.cpSync(path.join(process.cwd(), 'contentlayer.config.ts'), path.join(dir, 'contentlayer.config.ts'))
  fs.symlinkSync(path.join(process.cwd(), 'lib'), path.join(dir, 'lib'))
  fs.symlinkSync(path.join(process.cwd(), 'site.config.ts'), path.join(dir, 'site.config.ts'))
  fs.symlinkSync(path.join(process.cwd(), 'node_modules'), path.join(dir, 'node_modules'))
  fs.cpSync(path.join(process.cwd(), 'data'), path.join(dir, 'data'), { recursive: true })
  fs.mkdirSync(path.join(dir, 'content', 'docs'), { recursive: true })
  const write = (files) => {
    for (const file of files) fs.writeFileSync(path.join(dir, 'content', file.path), file.source)
    return files
  }
  const compiler = new DocumentCompiler(dir)
  const linking = { path: 'docs/a.md', source: '---\\ntitle: Alpha\\n---\\n\\nSee [Beta](b.md#setup).\\n' }
  const other = { path: 'docs/c.md', source: '---\\ntitle: Gamma\\n---\\n\\nNo links.\\n' }
  const before = await compiler.compileAll(write([linking, { path: 'docs/b.md', source: '---\\ntitle: Beta\\n---\\n\\nText.\\n' }, other]))
  const same = await compiler.compileAll(write([linking, { path: 'docs/b.md', source: '---\\ntitle: Beta\\n---\\n\\nText, edited.\\n' }, other]))
  const moved = await compiler.compileAll(write([linking, { path: 'docs/b.md', source: '---\\ntitle: Beta\\nslug: /moved-beta\\n---\\n\\nText.\\n' }, other]))
  // A watcher's publish names the files that changed: the linking page follows a change of the
  // linked one named there, and an edit elsewhere leaves it alone.
  const elsewhere = await compiler.compileAll(
    write([linking, { path: 'docs/b.md', source: '---\\ntitle: Beta\\nslug: /moved-beta\\n---\\n\\nText.\\n' }, { ...other, source: other.source + 'More.\\n' }]),
    { changed: new Set(['docs/c.md']) },
  )
  const named = await compiler.compileAll(
    write([linking, { path: 'docs/b.md', source: '---\\ntitle: Beta\\nslug: /beta-again\\n---\\n\\nText.\\n' }, { ...other, source: other.source + 'More.\\n' }]),
    { changed: new Set(['docs/b.md']) },
  )
  fs.rmSync(dir, { recursive: true, force: true })
  const summary = (list) => list.map((o) => ({ path: o.path, reused: o.reused, movedLink: String(o.document?.body?.code ?? '').includes('/docs/moved-beta#setup') }))
  const again = (list) => list.map((o) => [o.path, o.reused, String(o.document?.body?.code ?? '').includes('/docs/beta-again#setup')])
  console.log(JSON.stringify({ before: summary(before), same: summary(same), moved: summary(moved), elsewhere: summary(elsewhere), named: again(named) }))
})()`,
    ) as Record<string, Array<{ path: string; reused?: boolean; movedLink: boolean }>> & {
      named?: Array<[string, boolean, boolean]>
    }
    expect(result.before?.map((outcome) => outcome.reused)).toEqual([false, false, false])
    // An edit of the linked page's text leaves the link's route, and the linking page, as they were.
    expect(result.same?.map((outcome) => [outcome.path, outcome.reused])).toEqual([
      ['docs/a.md', true],
      ['docs/b.md', false],
      ['docs/c.md', true],
    ])
    expect(result.moved).toEqual([
      { path: 'docs/a.md', reused: false, movedLink: true },
      { path: 'docs/b.md', reused: false, movedLink: false },
      { path: 'docs/c.md', reused: true, movedLink: false },
    ])
    expect(result.elsewhere?.map((outcome) => [outcome.path, outcome.reused])).toEqual([
      ['docs/a.md', true],
      ['docs/b.md', true],
      ['docs/c.md', false],
    ])
    expect(result.named).toEqual([
      ['docs/a.md', false, true],
      ['docs/b.md', false, false],
      ['docs/c.md', true, false],
    ])
  })
})
