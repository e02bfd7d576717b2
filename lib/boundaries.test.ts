/** @jest-environment node */
import fs from 'node:fs'
import path from 'node:path'
import tsParser from '@typescript-eslint/parser'
import { Linter } from 'eslint'
import { browserBoundary } from './boundaries.mjs'

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
  it('is part of the lint configuration CI runs', () => {
    const config = fs.readFileSync(path.join(root, 'eslint.config.mjs'), 'utf8')
    expect(config).toMatch(/import \{ browserBoundary \} from '\.\/lib\/boundaries\.mjs'/)
    expect(config).toMatch(/^\s+browserBoundary,$/m)
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
