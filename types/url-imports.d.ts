/**
 * `import url from '<file>?url'`: the file is emitted as it is and the import is its URL (the
 * `?url` rule in next.config.js). Used for Mermaid's single-file build (lib/chrome/mermaid-diagrams.ts).
 */
declare module '*?url' {
  const url: string
  export default url
}
