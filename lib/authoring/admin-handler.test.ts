/** @jest-environment node */
import fs from 'node:fs'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { createAdminHandler } from './admin-handler'
import { adminContentSecurityPolicy, adminPageHtml } from './admin-page.cjs'
import { DraftStore } from './draft-store'
import { startPreviewService } from './preview-service'

const SECRET = 'an-editing-secret-that-is-long-enough-1234'
const BASE = '/3.5.6'

interface Running {
  url: string
  drafts: { enabled: string[]; disabled: number }
  close: () => Promise<void>
}

let root: string
const servers: Running[] = []

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-admin-'))
  fs.mkdirSync(path.join(root, 'content', 'docs', 'server'), { recursive: true })
  fs.writeFileSync(path.join(root, 'content', 'docs', 'server', 'a.md'), '# A\n')
})
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

async function serve(env: Record<string, string>): Promise<Running> {
  const drafts = { enabled: [] as string[], disabled: 0 }
  const handle = createAdminHandler({
    basePath: BASE,
    root,
    env,
    draftMode: {
      enable: (res, id) => {
        drafts.enabled.push(id)
        res.setHeader('Set-Cookie', '__prerender_bypass=1')
      },
      disable: () => void drafts.disabled++,
    },
  })
  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    const route = new URL(req.url ?? '/', 'http://x').pathname.replace(`${BASE}/api/admin/`, '')
    void handle(req, res, route)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const running = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${BASE}/api/admin`,
    drafts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
  servers.push(running)
  return running
}

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
})

describe('the admin page', () => {
  it('is a static page with no inline script, and its own Content-Security-Policy', () => {
    const html = adminPageHtml(BASE)
    expect(html).toContain(`<script src="${BASE}/admin/cms-setup.js"></script>`)
    expect(html).toMatch(
      /<script type="application\/json" id="cms-settings">\{[^<]*"sessionUrl":"\/3\.5\.6\/api\/admin\/session"/,
    )
    expect(html.match(/<script(?![^>]*(src=|type="application\/json"))/g)).toBeNull()
    expect(html).toContain('noindex')
    const csp = adminContentSecurityPolicy({})
    expect(csp).toContain("script-src 'self' 'unsafe-eval'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain("'unsafe-inline' 'self'")
    expect(csp).toContain("connect-src 'self';")
    expect(
      adminContentSecurityPolicy({ CMS_BACKEND: 'gitea', CMS_API_ROOT: 'https://git.example.org/api/v1' }),
    ).toContain("connect-src 'self' https://git.example.org;")
    expect(adminContentSecurityPolicy({ CMS_BACKEND: 'github' })).toContain(
      "connect-src 'self' https://api.github.com;",
    )
  })

  it('starts the CMS where local editing works', async () => {
    const { url } = await serve({ NODE_ENV: 'development' })
    expect(await (await fetch(`${url}/session`)).json()).toEqual({ state: 'cms' })
  })

  it('says local editing is off on a production server, and refuses the endpoint with the same reason', async () => {
    const { url } = await serve({ NODE_ENV: 'production' })
    expect(await (await fetch(`${url}/session`)).json()).toEqual({
      state: 'off',
      reason: expect.stringContaining('Local editing is off on a production server'),
    })
    const local = await fetch(`${url}/local`, json({ action: 'info' }))
    expect(local.status).toBe(403)
    expect(await local.json()).toMatchObject({ message: expect.stringContaining('production'), status: 403 })
  })

  it('says what is wrong with a misconfigured Git backend', async () => {
    const { url } = await serve({ NODE_ENV: 'production', CMS_BACKEND: 'github' })
    expect(await (await fetch(`${url}/session`)).json()).toEqual({
      state: 'misconfigured',
      reason: expect.stringContaining('needs CMS_REPO'),
    })
    expect(await (await fetch(`${url}/config`)).json()).toMatchObject({
      status: 503,
      message: expect.stringContaining('CMS_REPO'),
    })
  })

  it('serves the configuration built from content/', async () => {
    const { url } = await serve({ NODE_ENV: 'development' })
    const { config } = (await (await fetch(`${url}/config`)).json()) as {
      config: { collections: Array<{ name: string; files?: Array<{ file: string }> }> }
    }
    const categories = config.collections.find((each) => each.name === 'categories')
    expect(categories?.files?.map((file) => file.file)).toEqual(['content/docs/server/_category_.json'])
  })
})

describe('logging in with the editing secret', () => {
  it('shows a login form, refuses a wrong secret of the same length, and lets the right one in', async () => {
    const { url } = await serve({ NODE_ENV: 'production', CMS_LOCAL_SECRET: SECRET })
    expect(await (await fetch(`${url}/session`)).json()).toEqual({ state: 'login' })
    expect((await fetch(`${url}/local`, json({ action: 'info' }))).status).toBe(401)
    const form = (secret: string) => ({
      method: 'POST',
      redirect: 'manual' as const,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret }).toString(),
    })
    const wrong = await fetch(`${url}/login`, form(SECRET.replace(/e/g, 'x')))
    expect(wrong.status).toBe(303)
    expect(wrong.headers.get('location')).toBe(`${BASE}/admin/index.html?failed`)
    expect(wrong.headers.get('set-cookie')).toBeNull()
    const right = await fetch(`${url}/login`, form(SECRET))
    expect(right.headers.get('location')).toBe(`${BASE}/admin/index.html`)
    const cookie = (right.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    expect(cookie).toMatch(/^sba_cms_session=\d+\./)
    const info = await fetch(`${url}/local`, json({ action: 'info' }, { cookie }))
    expect(info.status).toBe(200)
  })

  it('limits tries of the secret per client', async () => {
    const { url } = await serve({ NODE_ENV: 'production', CMS_LOCAL_SECRET: SECRET })
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const answer = await fetch(`${url}/login`, json({ secret: `wrong-${i}` }))
      statuses.push(answer.status)
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true)
    expect(statuses[10]).toBe(429)
  })

  it('refuses a login posted from another site', async () => {
    const { url } = await serve({ NODE_ENV: 'production', CMS_LOCAL_SECRET: SECRET })
    const answer = await fetch(`${url}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      body: `secret=${SECRET}`,
    })
    expect(answer.status).toBe(403)
  })
})

describe('hostile requests', () => {
  it.each([
    ['a cross-site write', `/local`, json({ action: 'info' }, { origin: 'https://evil.example' }), 403],
    [
      'a form-encoded write',
      `/local`,
      { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"action":"info"}' },
      415,
    ],
    ['a GET of a write endpoint', `/local`, { method: 'GET' }, 405],
    ['an unknown endpoint', `/shell`, { method: 'GET' }, 404],
    [
      'a body that is not JSON',
      `/local`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' },
      400,
    ],
    [
      'a preview of a path outside the pages',
      `/preview`,
      json({ path: '../../package.json', source: '' }),
      400,
    ],
    ['a preview without a source', `/preview`, json({ path: 'docs/a.md' }), 400],
  ])('answers %s with a 4xx and a JSON message', async (_, route, init, status) => {
    const { url } = await serve({ NODE_ENV: 'development' })
    const answer = await fetch(`${url}${route}`, init as RequestInit)
    expect(answer.status).toBe(status)
    expect(answer.headers.get('content-type')).toContain('application/json')
    expect(await answer.json()).toMatchObject({ message: expect.any(String), status })
  })

  it('names the allowed method on a 405', async () => {
    const { url } = await serve({ NODE_ENV: 'development' })
    expect((await fetch(`${url}/session`, json({}))).headers.get('allow')).toBe('GET, HEAD')
  })

  it('leaves draft mode only for a path of this site', async () => {
    const { url, drafts } = await serve({ NODE_ENV: 'development' })
    for (const [to, location] of [
      ['/docs/server/a', `${BASE}/docs/server/a`],
      ['//evil.example/x', `${BASE}/`],
      ['https://evil.example', `${BASE}/`],
      ['/\\evil.example', `${BASE}/`],
    ]) {
      const answer = await fetch(`${url}/draft-exit?to=${encodeURIComponent(to as string)}`, {
        redirect: 'manual',
      })
      expect([answer.status, answer.headers.get('location')]).toEqual([303, location])
    }
    expect(drafts.disabled).toBe(4)
  })
})

describe('previews', () => {
  it('says previews need the content watcher when the server has none', async () => {
    const { url } = await serve({ NODE_ENV: 'development' })
    const answer = await fetch(`${url}/preview`, json({ path: 'docs/server/a.md', source: '# A\n' }))
    expect(answer.status).toBe(503)
    expect(await answer.json()).toMatchObject({ message: expect.stringContaining('content watcher') })
  })

  it('renders through the watcher’s service, shows problems as 422, and stores a draft for draft mode', async () => {
    const socket = path.join(os.tmpdir(), `cms-preview-test-${process.pid}.sock`)
    const service = await startPreviewService(socket, async (file, source) =>
      source.includes('broken')
        ? { ok: false, problems: [`content/${file}:7:3: Expected a closing tag`] }
        : {
            ok: true,
            route: '/docs/server/a',
            kind: 'doc',
            props: { title: 'A', hasH1: true, html: `<p>${source.length}</p>` } as never,
          },
    )
    try {
      const { url, drafts } = await serve({ NODE_ENV: 'development', CMS_PREVIEW_SOCKET: socket })
      const shown = await fetch(`${url}/preview`, json({ path: 'docs/server/a.md', source: '# A\n' }))
      expect(await shown.json()).toEqual({
        ok: true,
        route: '/docs/server/a',
        kind: 'doc',
        title: 'A',
        hasH1: true,
        html: '<p>4</p>',
      })
      const broken = await fetch(`${url}/preview`, json({ path: 'docs/server/a.md', source: 'broken' }))
      expect(broken.status).toBe(422)
      expect(await broken.json()).toMatchObject({
        ok: false,
        problems: ['content/docs/server/a.md:7:3: Expected a closing tag'],
      })
      const draft = await fetch(`${url}/draft`, json({ path: 'docs/server/a.md', source: '# A draft\n' }))
      expect(await draft.json()).toEqual({ ok: true, url: `${BASE}/docs/server/a` })
      expect(drafts.enabled).toHaveLength(1)
      expect(new DraftStore().read(drafts.enabled[0])).toMatchObject({
        route: '/docs/server/a',
        kind: 'doc',
        path: 'docs/server/a.md',
      })
    } finally {
      await new Promise((resolve) => service.close(resolve))
    }
  })
})
