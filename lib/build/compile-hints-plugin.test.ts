import { FIRST_LOAD_CHUNK } from './compile-hints-plugin.cjs'

describe('compile hints', () => {
  it('marks the chunks every first load runs', () => {
    for (const name of [
      'static/chunks/framework-0cfde7341fc339f2.js',
      'static/chunks/main-1d5d68e44f68bc76.js',
      'static/chunks/webpack-f66a00ace70560e6.js',
      'static/chunks/pages/_app-879a5ddd868b35a7.js',
      'static/chunks/pages/docs/[[...slug]]-81067c199241deb6.js',
    ]) {
      expect(name).toMatch(FIRST_LOAD_CHUNK)
    }
  })

  it('leaves out chunks loaded on demand and everything else', () => {
    for (const name of [
      'static/chunks/692.3d936ad5ceac02b3.js',
      'static/chunks/main-app-1.js.map',
      'static/css/app.css',
      'static/abc/_buildManifest.js',
      'server/pages/_app.js',
    ]) {
      expect(name).not.toMatch(FIRST_LOAD_CHUNK)
    }
  })
})
