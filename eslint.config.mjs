import next from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import jest from 'eslint-plugin-jest'
import { browserBoundary, componentLayers, libLayer, noImportCycles } from './lib/boundaries.mjs'

const config = [
  ...next,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.contentlayer/**',
      '.search/**',
      'node_modules/**',
      'bench/docusaurus/**',
      'bench/node_modules/**',
      'e2e/.tmp/**',
      // The content manager's bundle and built setup script (scripts/build-admin.mjs).
      'public/admin/**',
      'next-env.d.ts',
    ],
  },
  {
    // CommonJS by necessity: Next loads next.config.js with require, and it shares the security
    // headers (which hash the compiled inline scripts) and loads the build plugins; the server's
    // modules run as they are in the standalone output, uncompiled (lib/server/site-server.cjs), and
    // so does what a test preloads into that server (e2e/support/*.cjs).
    files: [
      'next.config.js',
      'lib/server/*.cjs',
      'lib/build/*.cjs',
      'lib/next-internals/*.cjs',
      'e2e/support/*.cjs',
    ],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  browserBoundary,
  libLayer,
  componentLayers,
  noImportCycles,
  {
    // Tests: none focused or skipped, every test asserts, titles that say something.
    files: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { jest },
    rules: {
      'jest/no-focused-tests': 'error',
      'jest/no-disabled-tests': 'error',
      'jest/expect-expect': [
        'error',
        // Besides expect: Playwright's waits, which fail the test when the condition is not met in time.
        {
          assertFunctionNames: [
            'expect',
            '**.waitFor',
            '**.waitForURL',
            '**.waitForFunction',
            '**.waitForRequest',
          ],
        },
      ],
      'jest/valid-title': 'error',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
]

export default config
