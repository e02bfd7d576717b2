import { urlImportRule } from './url-imports.cjs'

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
})
