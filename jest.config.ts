import nextJest from 'next/jest.js'
import type { Config } from 'jest'

const createJestConfig = nextJest({ dir: './' })

// Most of the markdown toolchain (unified, remark, micromark, hast utilities) and react-hotkeys-hook
// are ESM-only, so node_modules are transformed too, except large CommonJS packages that need no
// transform. next/jest's own ignore patterns are OR-ed with ours, so the final list is set on the
// object next/jest returns.
const commonJsPackages = [
  'react',
  'react-dom',
  'next',
  'scheduler',
  'jsdom',
  '@babel',
  'typescript',
  'caniuse-lite',
]
const transformIgnorePatterns = [
  `/node_modules/(${commonJsPackages.join('|')})/`,
  '^.+\\.module\\.(css|sass|scss)$',
]

// beautiful-mermaid exports only an ES module (`import` condition), which jest's CommonJS resolver
// does not match: its file is named here and transformed like the other ES modules.
const moduleNameMapper = {
  '^@/(.*)$': '<rootDir>/$1',
  '^beautiful-mermaid$': '<rootDir>/node_modules/beautiful-mermaid/dist/index.js',
}

async function project(overrides: Config): Promise<Config> {
  const config = await createJestConfig(overrides)()
  // The standalone build output holds a copy of package.json: not a module of ours.
  return { ...config, transformIgnorePatterns, modulePathIgnorePatterns: ['<rootDir>/.next/'] }
}

export default async function jestConfig(): Promise<Config> {
  return {
    projects: [
      await project({
        displayName: 'unit',
        testEnvironment: 'jsdom',
        setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
        testMatch: ['<rootDir>/{lib,components,hooks,pages,scripts}/**/*.test.{ts,tsx}'],
        moduleNameMapper,
      }),
      await project({
        displayName: 'e2e',
        testEnvironment: 'node',
        setupFilesAfterEnv: ['<rootDir>/e2e/setup.ts'],
        testMatch: ['<rootDir>/e2e/**/*.test.ts'],
        moduleNameMapper,
      }),
    ],
  }
}
