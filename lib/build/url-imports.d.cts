/** The webpack rule of `?url` imports: the file emitted as it is under `static/media/`, by the browser's compilation only. */
export declare function urlImportRule(compilation: { isServer: boolean }): {
  resourceQuery: RegExp
  type: 'asset/resource'
  generator: { filename: string; emit: boolean }
}
