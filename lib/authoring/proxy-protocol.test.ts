/** @jest-environment node */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { GitCommits } from './git-commits'
import { LocalRepository } from './local-repository'
import { parseProtocolRequest, ProxyProtocol, type ProtocolAnswer } from './proxy-protocol'

const DOC = '---\ntitle: Security\nsidebar_position: 2\n---\n\nText.\n'

let root: string
let protocol: ProxyProtocol
let saved: string[][]

function git(...args: string[]): string {
  return execFileSync('git', ['-C', root, ...args], { encoding: 'utf8' }).trim()
}

async function call(body: unknown): Promise<ProtocolAnswer> {
  const parsed = parseProtocolRequest(typeof body === 'string' ? body : JSON.stringify(body))
  return parsed.ok ? protocol.answer(parsed.request) : parsed.answer
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-repo-'))
  fs.mkdirSync(path.join(root, 'content', 'docs', 'server'), { recursive: true })
  fs.mkdirSync(path.join(root, 'public', 'img'), { recursive: true })
  fs.writeFileSync(path.join(root, 'content', 'docs', 'server', '02-security.md'), DOC)
  fs.writeFileSync(path.join(root, 'content', 'docs', 'server', '_category_.json'), '{ "label": "Server" }\n')
  fs.writeFileSync(path.join(root, 'package.json'), '{}\n')
  git('init', '-q')
  git('-c', 'user.name=t', '-c', 'user.email=t@example.org', 'add', '-A')
  git('-c', 'user.name=t', '-c', 'user.email=t@example.org', 'commit', '-qm', 'start')
  saved = []
  protocol = new ProxyProtocol(new LocalRepository(root), new GitCommits(root), (paths) => saved.push(paths))
})

afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

describe('reading', () => {
  it('says what it is, as decap-server does', async () => {
    expect(await call({ action: 'info' })).toEqual({
      status: 200,
      body: { repo: path.basename(root), publish_modes: ['simple'], type: 'local_fs' },
    })
  })

  it('lists a folder’s entries of one extension, with their text and a content id', async () => {
    const answer = await call({
      action: 'entriesByFolder',
      params: { folder: 'content/docs', extension: 'md', depth: 5, branch: 'main' },
    })
    expect(answer.body).toEqual([
      {
        data: DOC,
        file: { path: 'content/docs/server/02-security.md', id: expect.stringMatching(/^[a-f0-9]{64}$/) },
      },
    ])
  })

  it('reads named files, a missing one as null', async () => {
    const answer = await call({
      action: 'entriesByFiles',
      params: {
        files: [
          { path: 'content/docs/server/_category_.json' },
          { path: 'content/docs/client/_category_.json' },
        ],
      },
    })
    expect(answer.body).toEqual([
      {
        data: '{ "label": "Server" }\n',
        file: { path: 'content/docs/server/_category_.json', id: expect.any(String) },
      },
      { data: null, file: { path: 'content/docs/client/_category_.json', id: null } },
    ])
  })
})

describe('saving', () => {
  const edited = DOC.replace('Text.', 'Better text.')

  it('writes the file and commits it with the writer’s message', async () => {
    const answer = await call({
      action: 'persistEntry',
      params: {
        dataFiles: [{ path: 'content/docs/server/02-security.md', raw: edited, slug: 'server/02-security' }],
        assets: [],
        options: { commitMessage: 'Reword the security intro' },
      },
    })
    expect(answer.status).toBe(200)
    expect(fs.readFileSync(path.join(root, 'content/docs/server/02-security.md'), 'utf8')).toBe(edited)
    expect(git('log', '-1', '--format=%s')).toBe('Reword the security intro')
    expect(git('show', '--name-only', '--format=', 'HEAD')).toBe('content/docs/server/02-security.md')
    expect(git('status', '--porcelain')).toBe('')
    expect(saved).toEqual([['content/docs/server/02-security.md']])
  })

  it('commits only what the save wrote, leaving the writer’s other changes alone', async () => {
    fs.writeFileSync(path.join(root, 'package.json'), '{ "changed": true }\n')
    await call({
      action: 'persistEntry',
      params: { entry: { path: 'content/docs/server/02-security.md', raw: edited }, assets: [], options: {} },
    })
    expect(git('show', '--name-only', '--format=', 'HEAD')).toBe('content/docs/server/02-security.md')
    expect(git('status', '--porcelain')).toBe('M package.json')
  })

  it('saves a new doc with an image beside it, both in one commit', async () => {
    const png = Buffer.from('89504e470d0a1a0a', 'hex').toString('base64')
    const answer = await call({
      action: 'persistEntry',
      params: {
        dataFiles: [
          {
            path: 'content/docs/server/new-page.md',
            raw: '---\ntitle: New\n---\n\n![A diagram](./diagram.png)\n',
          },
        ],
        assets: [{ path: 'content/docs/server/diagram.png', content: png, encoding: 'base64' }],
        options: { commitMessage: 'Add a page' },
      },
    })
    expect(answer.status).toBe(200)
    expect(git('show', '--name-only', '--format=', 'HEAD').split('\n').sort()).toEqual([
      'content/docs/server/diagram.png',
      'content/docs/server/new-page.md',
    ])
  })

  it('refuses front matter the publish would refuse, naming file and field, and writes nothing', async () => {
    const answer = await call({
      action: 'persistEntry',
      params: {
        dataFiles: [
          {
            path: 'content/docs/server/02-security.md',
            raw: DOC.replace('sidebar_position: 2', 'sidebar_position: first'),
          },
        ],
        assets: [],
        options: {},
      },
    })
    expect(answer.status).toBe(422)
    expect(answer.body).toMatchObject({
      error: expect.stringContaining(
        'content/docs/server/02-security.md:1: front matter "sidebar_position" must be a number',
      ),
    })
    expect(fs.readFileSync(path.join(root, 'content/docs/server/02-security.md'), 'utf8')).toBe(DOC)
    expect(git('log', '--format=%s')).toBe('start')
  })

  it('refuses MDX that does not parse, with line and column', async () => {
    const answer = await call({
      action: 'persistEntry',
      params: {
        dataFiles: [{ path: 'content/docs/server/02-security.md', raw: `${DOC}\n<Tabs>\n\nUnclosed.\n` }],
        assets: [],
        options: {},
      },
    })
    expect(answer.status).toBe(422)
    expect((answer.body as { error: string }).error).toMatch(
      /content\/docs\/server\/02-security\.md:\d+:\d+: .*Tabs/,
    )
  })

  it('removes files and commits the removal', async () => {
    const answer = await call({
      action: 'deleteFile',
      params: { path: 'content/docs/server/02-security.md', options: { commitMessage: 'Remove security' } },
    })
    expect(answer.status).toBe(200)
    expect(fs.existsSync(path.join(root, 'content/docs/server/02-security.md'))).toBe(false)
    expect(git('log', '-1', '--format=%s')).toBe('Remove security')
  })

  it('saves without Git too', async () => {
    fs.rmSync(path.join(root, '.git'), { recursive: true })
    protocol = new ProxyProtocol(new LocalRepository(root), new GitCommits(root))
    const answer = await call({
      action: 'persistEntry',
      params: { entry: { path: 'content/docs/server/02-security.md', raw: edited }, assets: [], options: {} },
    })
    expect(answer.status).toBe(200)
    expect(fs.readFileSync(path.join(root, 'content/docs/server/02-security.md'), 'utf8')).toBe(edited)
  })
})

describe('media', () => {
  const png = Buffer.from('89504e470d0a1a0a0000', 'hex').toString('base64')

  it('stores an image in public/img and lists only images', async () => {
    const stored = await call({
      action: 'persistMedia',
      params: { asset: { path: 'public/img/shot.png', content: png, encoding: 'base64' }, options: {} },
    })
    expect(stored).toMatchObject({
      status: 200,
      body: { path: 'public/img/shot.png', name: 'shot.png', encoding: 'base64', content: png },
    })
    fs.writeFileSync(path.join(root, 'public/img/notes.txt'), 'not an image')
    const listed = await call({ action: 'getMedia', params: { mediaFolder: 'public/img' } })
    expect((listed.body as Array<{ name: string }>).map((file) => file.name)).toEqual(['shot.png'])
  })

  it('refuses files that are not images, and images over the limit', async () => {
    const script = await call({
      action: 'persistMedia',
      params: { asset: { path: 'public/img/run.js', content: 'YQ==', encoding: 'base64' }, options: {} },
    })
    expect(script.status).toBe(403)
    const huge = 'A'.repeat(8 * 1024 * 1024)
    const big = await call({
      action: 'persistMedia',
      params: { asset: { path: 'public/img/big.png', content: huge, encoding: 'base64' }, options: {} },
    })
    expect(big.status).toBe(413)
    expect(fs.existsSync(path.join(root, 'public/img/big.png'))).toBe(false)
  })
})

describe('paths that leave the editable folders', () => {
  const escapes = [
    '../outside.md',
    'content/../package.json',
    'content/docs/../../package.json',
    '/etc/passwd.md',
    'C:/Windows/win.md',
    'content\\docs\\x.md',
    'content/docs/\u0000.md',
    'package.json',
    'scripts/build.mjs',
    'content/docs/page.js',
  ]

  it.each(escapes)('refuses to write %j', async (target) => {
    const answer = await call({
      action: 'persistEntry',
      params: { entry: { path: target, raw: '---\ntitle: x\n---\n' }, assets: [], options: {} },
    })
    expect(answer.status).toBe(403)
    expect(answer.body).toMatchObject({ error: expect.any(String) })
    expect(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).toBe('{}\n')
  })

  it.each(escapes)('refuses to read %j', async (target) => {
    expect((await call({ action: 'getEntry', params: { path: target } })).status).toBe(403)
  })

  it('refuses a path through a symbolic link that points out of content/', async () => {
    fs.symlinkSync(root, path.join(root, 'content', 'docs', 'escape'))
    const answer = await call({
      action: 'persistEntry',
      params: { entry: { path: 'content/docs/escape/package.json', raw: '{}' }, assets: [], options: {} },
    })
    expect(answer.status).toBe(403)
    const read = await call({ action: 'getEntry', params: { path: 'content/docs/escape/scripts.md' } })
    expect(read.status).toBe(403)
  })
})

describe('requests that are not the protocol', () => {
  it.each([
    ['not JSON', '{', 400, 'not JSON'],
    ['no action', {}, 422, 'Unknown action null'],
    ['an unknown action', { action: 'runShell' }, 422, 'Unknown action "runShell"'],
    ['a missing parameter', { action: 'getEntry', params: {} }, 422, 'getEntry: params.path'],
    [
      'a wrong type',
      { action: 'entriesByFolder', params: { folder: 'content', extension: 'md', depth: 'deep' } },
      422,
      'entriesByFolder: params.depth',
    ],
  ])('answers %s with a 4xx and a message', async (_, body, status, message) => {
    const answer = await call(body)
    expect(answer.status).toBe(status)
    expect((answer.body as { error: string }).error).toContain(message)
  })
})
