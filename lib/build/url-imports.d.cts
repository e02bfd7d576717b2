/** The webpack rule of `?url` imports: the file emitted as it is under `static/media/`, by the browser's compilation only. */
export declare function urlImportRule(compilation: { isServer: boolean }): {
  resourceQuery: RegExp
  type: 'asset/resource'
  generator: { filename: string; emit: boolean }
}
/** Marks the scripts `?url` imports emit as minimized, so Next.js's minifier leaves them as they are. */
export declare class UrlImportsAsIsPlugin {
  apply(compiler: unknown): void
}
