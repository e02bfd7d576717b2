/** The file name, in the build's `.next/`, of the first-load module report. */
export declare const REPORT_FILE: string
/** The shape of that report: per first-load script, its modules (relative paths) and their source size. */
export interface FirstLoadModulesReport {
  chunks: Record<string, Array<{ module: string; bytes: number }>>
}
/** The webpack plugin that writes the report after the client build. */
export declare class FirstLoadModulesPlugin {
  constructor(projectRoot: string)
  apply(compiler: unknown): void
}
