/** @jest-environment node */
/**
 * What standalone-config.cjs relies on in Next.js's server, checked against the installed Next.js:
 * a failure after an upgrade names what changed. e2e/standalone.test.ts starts the built server.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { STANDALONE_CONFIG_ENV, buildConfigOf, useBuildConfig } from './standalone-config.cjs'
import { upgradeProblem } from './installed-next'

const nextFile = (file: string) => fs.readFileSync(require.resolve(`next/dist/${file}`), 'utf8')

describe("the build's configuration for the site server (lib/next-internals/standalone-config.cjs)", () => {
  it("is what Next.js's own standalone server.js hands over, in the variable its config loader reads", () => {
    const problems = [
      nextFile('build/utils.js').includes(`process.env.${STANDALONE_CONFIG_ENV} = JSON.stringify(nextConfig)`)
        ? null
        : upgradeProblem(`the standalone server.js no longer sets ${STANDALONE_CONFIG_ENV}`),
      nextFile('server/config.js').includes(`JSON.parse(process.env.${STANDALONE_CONFIG_ENV})`)
        ? null
        : upgradeProblem(`the config loader no longer reads ${STANDALONE_CONFIG_ENV}`),
      // NextCustomServer.prepare() gives its request handlers no configuration of its own.
      /getRequestHandlers\(\{[^}]*\bconf\b/.test(nextFile('server/next.js'))
        ? upgradeProblem('next() now passes `conf` to its request handlers: use that public option instead')
        : null,
    ].filter(Boolean)
    expect(problems).toEqual([])
  })

  describe('read from the build', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'standalone-config-'))
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
    const manifest = (content: string) => {
      fs.mkdirSync(path.join(dir, '.next'), { recursive: true })
      fs.writeFileSync(path.join(dir, '.next', 'required-server-files.json'), content)
    }

    it('hands next() the configuration of required-server-files.json', () => {
      manifest(JSON.stringify({ version: 1, config: { basePath: '/3.5.6', output: 'standalone' } }))
      const before = process.env[STANDALONE_CONFIG_ENV]
      try {
        useBuildConfig(dir)
        expect(JSON.parse(process.env[STANDALONE_CONFIG_ENV] ?? '')).toEqual({
          basePath: '/3.5.6',
          output: 'standalone',
        })
      } finally {
        if (before === undefined) delete process.env[STANDALONE_CONFIG_ENV]
        else process.env[STANDALONE_CONFIG_ENV] = before
      }
    })

    it('says what to do when there is no build, and when the file has no configuration', () => {
      expect(() => buildConfigOf(path.join(dir, 'missing'))).toThrow(/cannot be read .*run `npm run build`/)
      manifest('{"version":1}')
      expect(() => buildConfigOf(dir)).toThrow(/holds no "config"/)
    })
  })
})
