/** @jest-environment node */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import tsParser from '@typescript-eslint/parser'
import { Linter } from 'eslint'
import { browserBoundary, componentLayers, libLayer, noImportCycles } from './boundaries.mjs'

const root = path.join(__dirname, '..')

/** The boundary block as eslint.config.mjs uses it, with the TypeScript parser the project lints with. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const linter = new Linter({ configType: 'flat', cwd: root })
  const config = [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tsParser } }, browserBoundary]
  return linter
    .verify(code, config, path.join(root, filePath))
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message)
}

describe('the browser boundary (eslint.config.mjs)', () => {
  it('is part of the lint configuration CI runs, with the lib layer and the cycle check', () => {
    const config = fs.readFileSync(path.join(root, 'eslint.config.mjs'), 'utf8')
    expect(config).toMatch(
      /import \{ browserBoundary, componentLayers, libLayer, noImportCycles \} from '\.\/lib\/boundaries\.mjs'/,
    )
    for (const block of ['browserBoundary', 'libLayer', 'componentLayers', 'noImportCycles'])
      expect(config).toMatch(new RegExp(`^\\s+${block},$`, 'm'))
  })

  it.each([
    ['components/search/Example.tsx', "import { search } from '@/lib/search/protocol/http-handler'"],
    ['components/search/Example.tsx', "import { createIndexStore } from '@/lib/search/store/index-store'"],
    ['hooks/useExample.ts', "import { getAllDocs } from '@/lib/content/store'"],
    ['lib/search-dialog/example.ts', "import fs from 'node:fs'"],
    ['lib/search/client/example.ts', "import { buildRecords } from '../indexing/records'"],
    ['lib/search/client/example.ts', "import { IndexRegistry } from '../protocol/index-registry'"],
  ])('refuses a server-only import in %s: %s', async (file, code) => {
    const name = /\{ (\w+) \}|import (\w+)/.exec(code)?.slice(1).find(Boolean)
    const errors = await boundaryErrors(file, `${code}\nexport const used = [${name}]\n`)
    expect(errors).toEqual([expect.stringContaining('Browser code must not import server-only modules')])
  })

  it('allows type imports, pure modules and server code importing server modules', async () => {
    expect(
      await boundaryErrors(
        'components/search/Example.tsx',
        "import type { SearchRecord } from '@/lib/search/record'\nimport type { IndexRegistry } from '@/lib/search/protocol/index-registry'\nexport type Both = SearchRecord | IndexRegistry\n",
      ),
    ).toEqual([])
    expect(
      await boundaryErrors(
        'pages/api/example.ts',
        "import { IndexRegistry } from '@/lib/search/protocol/index-registry'\nexport const used = IndexRegistry\n",
      ),
    ).toEqual([])
  })
})

/** The lib layer block, resolving relative imports of TypeScript files as the project's lint does. */
async function layerErrors(
  filePath: string,
  code: string,
  layers: Linter.Config = libLayer,
): Promise<string[]> {
  const linter = new Linter({ configType: 'flat', cwd: root })
  const config = [
    {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parser: tsParser },
      settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx'] } } },
    },
    layers,
  ]
  return linter
    .verify(code, config, path.join(root, filePath))
    .filter((message) => message.ruleId === 'layers/no-restricted-paths')
    .map((message) => message.message)
}

describe('the lib layer (eslint.config.mjs)', () => {
  it.each([
    ['lib/example.ts', "import { SearchButton } from '../components/search/SearchButton'"],
    ['lib/search/example.ts', "import { useSearchShortcuts } from '../../hooks/useSearchShortcuts'"],
  ])('refuses an import from above lib/ in %s: %s', async (file, code) => {
    const name = /\{ (\w+) \}/.exec(code)?.[1]
    expect(await layerErrors(file, `${code}\nexport const used = [${name}]\n`)).toEqual([
      expect.stringContaining('lib/ is below components/, hooks/ and pages/'),
    ])
  })

  it.each([
    ['lib/search/engine/index/example.ts', "import { rankHits } from '../ranking/ranking'"],
    ['lib/search/engine/language/example.ts', "import { SearchIndex } from '../index/search-index'"],
    ['lib/search/engine/ranking/example.ts', "import { buildHit } from '../answer/hit-builder'"],
  ])('refuses an engine folder importing one above it or beside it in %s: %s', async (file, code) => {
    const name = /\{ (\w+) \}/.exec(code)?.[1]
    expect(await layerErrors(file, `${code}\nexport const used = [${name}]\n`)).toEqual([
      expect.stringContaining("imports only the engine's folders below it"),
    ])
  })

  it('lets an engine folder import the folders below it', async () => {
    expect(
      await layerErrors(
        'lib/search/engine/ranking/example.ts',
        "import { tokenize } from '../language/tokenize'\nimport { search } from '../query/query-terms'\nexport const used = [tokenize, search]\n",
      ),
    ).toEqual([])
  })

  it('refuses React in lib/ but in the module that wraps Next.js document components', async () => {
    const code = "import { useState } from 'react'\nexport const used = useState\n"
    expect(await layerErrors('lib/chrome/example.ts', code)).toEqual([
      expect.stringContaining('lib/ is plain TypeScript, no React'),
    ])
    expect(await layerErrors('lib/next-internals/example.tsx', code)).toEqual([])
  })

  it('lets a test put a lib module together with a component, and lib import lib', async () => {
    const code =
      "import { SearchButton } from '../components/search/SearchButton'\nexport const used = SearchButton\n"
    expect(await layerErrors('lib/example.test.ts', code)).toEqual([])
    expect(
      await layerErrors('lib/example.ts', "import { cn } from './cn'\nexport const used = cn\n"),
    ).toEqual([])
  })
})

describe('the component layers (eslint.config.mjs)', () => {
  const errors = (file: string, code: string) => layerErrors(file, code, componentLayers)

  it('refuses an import of the page frame from below it', async () => {
    const code = "import { Layout } from '../layout/Layout'\nexport const used = Layout\n"
    expect(await errors('components/docs/Example.tsx', code)).toEqual([
      expect.stringContaining('components/layout/ is the frame around the pages'),
    ])
  })

  it('refuses an import of another folder from common/', async () => {
    const code = "import { DocPage } from '../docs/DocPage'\nexport const used = DocPage\n"
    expect(await errors('components/common/Example.tsx', code)).toEqual([
      expect.stringContaining('components/common/ is what every other folder builds on'),
    ])
  })

  it('lets the frame use any folder, and any folder use common/ and its neighbours', async () => {
    const frame =
      "import { ErrorBoundary } from '../errors/ErrorBoundary'\nexport const used = ErrorBoundary\n"
    expect(await errors('components/layout/Example.tsx', frame)).toEqual([])
    const page =
      "import { PageHead } from '../common/PageHead'\nimport { MdxContent } from '../mdx/MdxContent'\nexport const used = [PageHead, MdxContent]\n"
    expect(await errors('components/docs/Example.tsx', page)).toEqual([])
  })
})

describe('the import-cycle check (eslint.config.mjs)', () => {
  /**
   * Lints modules written into a scratch folder with the cycle block: the rule follows their
   * imports on disk. (ESLint's file-finding class does not load under Jest; the Linter does.)
   */
  function cycleErrors(files: Record<string, string>): string[] {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sba-cycles-'))
    try {
      for (const [name, text] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
        fs.writeFileSync(path.join(dir, name), text)
      }
      const linter = new Linter({ configType: 'flat', cwd: dir })
      return Object.entries(files).flatMap(([name, text]) =>
        linter
          .verify(text, [{ files: ['**/*.mjs'] }, noImportCycles], path.join(dir, name))
          .map((message) => `${name}: ${message.message}`),
      )
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }

  it('fails on two modules that import each other', async () => {
    expect(
      cycleErrors({
        'lib/a.mjs': "import { b } from './b.mjs'\nexport const a = () => b()\n",
        'lib/b.mjs': "import { a } from './a.mjs'\nexport const b = () => typeof a\n",
      }),
    ).toEqual(['lib/a.mjs: Dependency cycle detected.', 'lib/b.mjs: Dependency cycle detected.'])
  })

  it('passes a one-way import', async () => {
    expect(
      cycleErrors({
        'lib/a.mjs': "import { b } from './b.mjs'\nexport const a = () => b()\n",
        'lib/b.mjs': 'export const b = () => 1\n',
      }),
    ).toEqual([])
  })
})
