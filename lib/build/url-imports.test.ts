import { UrlImportsAsIsPlugin, urlImportRule } from './url-imports.cjs'

interface FakeAsset {
  name: string
  source: string
  info: Record<string, unknown>
}

/** The plugin applied to a stand-in compiler, and the assets of one compilation once it has run. */
function processAssets(assets: FakeAsset[]): FakeAsset[] {
  const stages: Array<() => void> = []
  const compilation = {
    hooks: { processAssets: { tap: (_options: unknown, run: () => void) => stages.push(run) } },
    getAssets: () => assets,
    updateAsset: (name: string, source: string, info: Record<string, unknown>) => {
      const asset = assets.find((candidate) => candidate.name === name)!
      asset.source = source
      asset.info = { ...asset.info, ...info }
    },
  }
  const compiler = {
    webpack: { Compilation: { PROCESS_ASSETS_STAGE_ADDITIONS: -100 } },
    hooks: {
      thisCompilation: { tap: (_name: string, start: (c: typeof compilation) => void) => start(compilation) },
    },
  }
  new UrlImportsAsIsPlugin().apply(compiler)
  for (const run of stages) run()
  return assets
}

describe('url imports', () => {
  it('emits the file for browsers only: the server needs its URL, not its bytes', () => {
    expect(urlImportRule({ isServer: false }).generator).toEqual({
      filename: 'static/media/[name].[contenthash:8][ext]',
      emit: true,
    })
    expect(urlImportRule({ isServer: true }).generator.emit).toBe(false)
    expect('mermaid/dist/mermaid.min.js?url'.replace(/^[^?]*/, '')).toMatch(
      urlImportRule({ isServer: false }).resourceQuery,
    )
  })

  it("marks the scripts of `?url` imports as minimized, so the build's minifier leaves them as they are", () => {
    const mermaid = {
      name: 'static/media/mermaid.min.e686c1f1.js',
      source: 'mermaid',
      info: { sourceFilename: 'node_modules/mermaid/dist/mermaid.min.js' },
    }
    const chunk = { name: 'static/chunks/104.bf86f8d99d9f83e7.js', source: 'chunk', info: {} }
    const font = {
      name: 'static/media/inter.0a1b2c3d.woff2',
      source: 'font',
      info: { sourceFilename: 'fonts/inter.woff2' },
    }
    const [script, other, image] = processAssets([mermaid, chunk, font])
    expect(script).toEqual({ ...mermaid, info: { ...mermaid.info, minimized: true } })
    expect(other?.info).toEqual({})
    expect(image?.info).toEqual({ sourceFilename: 'fonts/inter.woff2' })
  })
})
