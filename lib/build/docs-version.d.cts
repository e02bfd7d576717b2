export declare function docsVersionFrom(env: Readonly<Record<string, string | undefined>>): {
  version: string
  basePath: string
}
