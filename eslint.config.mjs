import next from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import { browserBoundary } from './lib/boundaries.mjs'

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
      'next-env.d.ts',
    ],
  },
  {
    // CommonJS by necessity: Next loads next.config.js with require, and it shares the boot script.
    files: ['next.config.js', 'lib/chrome/boot-script.cjs', 'lib/server/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  browserBoundary,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
]

export default config
