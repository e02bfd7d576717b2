/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { onePerProcess } from 'sba-docs-process'

const root = path.resolve(__dirname, '..', '..')

describe('onePerProcess', () => {
  it('makes a value the first time its name is asked for, and gives that value from then on', () => {
    const create = jest.fn(() => ({ made: true }))
    const first = onePerProcess('test: made once', create)
    expect(onePerProcess('test: made once', create)).toBe(first)
    expect(create).toHaveBeenCalledTimes(1)
    expect(onePerProcess('test: another name', () => 'other')).toBe('other')
  })

  it('is installed as it is written: node_modules holds lib/process as it is now (else run npm ci)', () => {
    const installed = path.dirname(require.resolve('sba-docs-process'))
    expect(installed).toBe(path.join(root, 'node_modules', 'sba-docs-process'))
    for (const file of ['package.json', 'one-per-process.cjs', 'one-per-process.d.cts']) {
      const written = readFileSync(path.join(root, 'lib', 'process', file), 'utf8')
      expect({ file, text: readFileSync(path.join(installed, file), 'utf8') }).toEqual({
        file,
        text: written,
      })
    }
  })

  it("is installed by the Dockerfile's npm ci, which has the lock, .npmrc and lib/process by then", () => {
    const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8')
    const beforeInstall = dockerfile.slice(0, dockerfile.indexOf('RUN npm ci'))
    const copied = [...beforeInstall.matchAll(/^COPY\s+(.+?)\s+\S+$/gm)].flatMap(([, sources = '']) =>
      sources.split(/\s+/),
    )
    expect(copied).toEqual(
      expect.arrayContaining(['package.json', 'package-lock.json', '.npmrc', 'lib/process']),
    )
  })

  it('gives each name to one module of the site (the module that makes the value)', () => {
    const files = ['lib', 'pages', 'components', 'hooks', 'scripts']
      .flatMap((folder) =>
        readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' }).map((file) =>
          path.join(folder, file),
        ),
      )
      .filter((file) => /\.(ts|tsx|cjs|mjs)$/.test(file) && !/\.test\.|__fixtures__/.test(file))
    const owners = new Map<string, string[]>()
    for (const file of files) {
      const source = readFileSync(path.join(root, file), 'utf8')
      for (const [, name = ''] of source.matchAll(/onePerProcess\(\s*'([^']+)'/g)) {
        owners.set(name, [...(owners.get(name) ?? []), file])
      }
    }
    expect(owners.size).toBeGreaterThanOrEqual(6)
    const shared = [...owners].filter(([, users]) => users.length > 1)
    expect(shared).toEqual([])
  })
})
