/**
 * What browser code may import, as an ESLint config block (used by eslint.config.mjs, checked by
 * lib/boundaries.test.ts); below it, the layer rules for lib/ and components/ and the import-cycle check. Browser
 * code is everything that ends up in a page's bundle: components, hooks, the dialog's logic and
 * the search client. It never imports a module that reads the disk, holds secrets or answers
 * HTTP: the search backend's protocol, store and indexing, the content store and its loaders, the
 * ask handler, and Node's built-in modules. Tests and fixtures beside browser code run in Node and
 * are exempt.
 */

import * as importPluginModule from 'eslint-plugin-import'

/** Tests and fixtures: they run in Node and may put any modules together. */
const TESTS_AND_FIXTURES = ['**/*.test.{ts,tsx}', '**/__fixtures__/**', '**/__tests__/**']

// A CommonJS package: Node.js hands its exports over as `default`, Jest's transform (the tests
// of these blocks) as the namespace itself.
const importPlugin = importPluginModule.default ?? importPluginModule

/** Browser code, as file globs. */
export const BROWSER_FILES = [
  'components/**/*.{ts,tsx}',
  'hooks/**/*.{ts,tsx}',
  'lib/search-dialog/**/*.ts',
  'lib/search/client/**/*.ts',
  'lib/chrome/**/*.ts',
  'lib/storage/**/*.ts',
  'lib/site-links.ts',
  'lib/versions/version-nav.ts',
  'lib/versions/version-entry.ts',
  'lib/next-internals/page-loader.ts',
  // The admin page's script (bundled apart from the site) and the formats it registers.
  'lib/authoring/browser/**/*.ts',
  'lib/authoring/source-formats.ts',
  'lib/authoring/yaml-patch.ts',
  'lib/authoring/data-keys.ts',
]

/** Server-only modules, as import patterns (gitignore syntax, matched against the import path). */
export const SERVER_ONLY_IMPORTS = [
  '**/lib/search/protocol/**',
  '**/lib/search/store/**',
  '**/lib/search/indexing/**',
  // The same modules as siblings of lib/search/client/ see them.
  '../protocol/**',
  '../store/**',
  '../indexing/**',
  '**/lib/content/store',
  '**/lib/content/render-data',
  '**/lib/content/property-store',
  '**/lib/content/image-store',
  '**/lib/releases/**',
  '**/lib/redis/**',
  '**/lib/content/check',
  '**/lib/content/check-inputs',
  '**/lib/content/regenerate',
  '**/lib/content/webhook',
  '**/lib/ask/ask-handler',
  '**/lib/ask/rate-limit',
  '**/lib/ask/client-address',
  '**/lib/http/**',
  '**/lib/mcp/**',
  // The CMS's server side: the local backend, access checks, previews and drafts.
  '**/lib/authoring/admin-*',
  '**/lib/authoring/local-repository',
  '**/lib/authoring/proxy-protocol',
  '**/lib/authoring/git-commits',
  '**/lib/authoring/preview-*',
  '**/lib/authoring/draft-store',
  '**/lib/authoring/entry-check',
  '**/lib/authoring/cms-*',
  '**/lib/authoring/content-facts',
  // The versions manifest's store side (the pages' navigation from it, version-nav, is browser code).
  '**/lib/versions/*-registry',
  '**/lib/versions/registry',
  '**/lib/versions/versions-tracker',
  '**/lib/versions/version-record',
  '**/lib/versions/build-versions',
  '**/lib/versions/parse-version-entry',
  // Next.js's document internals: the server renders the document, never the browser.
  '**/lib/next-internals/document',
  'node:*',
  'fs',
  'path',
  'child_process',
]

export const browserBoundary = {
  files: BROWSER_FILES,
  ignores: TESTS_AND_FIXTURES,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: SERVER_ONLY_IMPORTS,
            // Types carry no code into the bundle.
            allowTypeImports: true,
            message:
              'Browser code must not import server-only modules (see docs/architecture.md, "What may import what").',
          },
        ],
      },
    ],
  },
}

/**
 * Zones refusing, in each folder of lib/search/engine/, imports from the folders listed after it
 * (a group in brackets is one layer: its folders do not import each other either).
 */
function engineLayers(layers) {
  const folder = (name) => `./lib/search/engine/${name}`
  return layers
    .flatMap((layer, index) => {
      const own = [layer].flat()
      const above = layers.slice(index + 1).flat()
      return own.map((name) => ({
        target: folder(name),
        from: [...above, ...own.filter((other) => other !== name)].map(folder),
        message: `lib/search/engine/${name}/ imports only the engine's folders below it (language/ → index/ → query/ → ranking/, answer/; see docs/architecture.md, "Folders").`,
      }))
    })
    .filter((zone) => zone.from.length > 0)
}

/** A block refusing, in `files` (tests and fixtures exempt), the imports each zone names. */
function layerBlock(files, zones) {
  return {
    files,
    ignores: TESTS_AND_FIXTURES,
    // The plugin eslint-config-next also uses, registered here under a name of its own: flat config
    // ties a rule to the object that registers its plugin.
    plugins: { layers: importPlugin },
    rules: { 'layers/no-restricted-paths': ['error', { zones }] },
  }
}

/**
 * The layers below the pages: `lib/` is plain TypeScript that React code builds on, so nothing in
 * it imports `components/`, `hooks/` or `pages/` (paths as the resolver sees them, aliases too).
 * Tests and fixtures that put a lib module together with a component are exempt.
 */
export const libLayer = layerBlock(
  ['lib/**/*.{ts,tsx,mjs,cjs}'],
  [
    {
      target: './lib',
      from: ['./components', './hooks', './pages'],
      message: 'lib/ is below components/, hooks/ and pages/ (see docs/architecture.md, "Folders").',
    },
    {
      // Plain TypeScript: the one exception wraps Next.js's document components.
      target: ['./lib/!(next-internals)/**', './lib/*'],
      from: ['./node_modules/react', './node_modules/react-dom'],
      message: 'lib/ is plain TypeScript, no React (see docs/architecture.md, "Folders").',
    },
    // The search engine's roles, each below the ones after it.
    ...engineLayers(['language', 'index', 'query', ['ranking', 'answer']]),
  ],
)

/**
 * The component folders' layers: `layout/` (the frame around every page) is the top, which no
 * other folder imports; `common/` (the page's head tags, the site's link) is the bottom, which
 * imports no other folder. Between them a folder may use another's parts (a docs page, mdx/'s
 * content; the navbar, docs/'s sidebar) as long as no cycle forms (noImportCycles).
 */
export const componentLayers = layerBlock(
  ['components/**/*.{ts,tsx}'],
  [
    {
      target: './components/!(layout)/**',
      from: './components/layout',
      message:
        'components/layout/ is the frame around the pages: nothing below imports it (see docs/architecture.md, "Folders").',
    },
    {
      target: './components/common',
      from: './components',
      except: ['./common'],
      message:
        'components/common/ is what every other folder builds on: it imports none of them (see docs/architecture.md, "Folders").',
    },
  ],
)

/**
 * No import cycles in the site's code: a cycle hides which module is the lower layer, and with
 * CommonJS or top-level code it can hand a module another's exports half made. About 50 s of the
 * lint on 2 cores.
 */
export const noImportCycles = {
  files: ['lib/**', 'components/**', 'hooks/**', 'pages/**', 'scripts/**'],
  plugins: { layers: importPlugin },
  rules: { 'layers/no-cycle': ['error', { ignoreExternal: true }] },
}
