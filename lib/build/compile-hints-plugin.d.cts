/** The chunks a first load runs, by asset name (`static/chunks/main-<hash>.js`). */
export declare const FIRST_LOAD_CHUNK: RegExp
/** The webpack plugin that puts COMPILE_HINT at the top of every FIRST_LOAD_CHUNK. */
export declare class CompileHintsPlugin {
  apply(compiler: unknown): void
}
