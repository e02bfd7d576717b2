/** @jest-environment node */
import type { ContentRelease } from './release'
import { sidebarAnswer } from './sidebar-handler'

const release = {
  id: '20261128T080000000Z-abcdefgh',
  sidebar: [
    { type: 'doc', id: 'index', label: 'Overview', href: '/docs/index' },
    {
      type: 'category',
      label: 'Server',
      items: [
        {
          type: 'category',
          label: 'Notifications',
          items: [{ type: 'doc', id: 'mail', label: 'Mail', href: '/docs/mail' }],
        },
      ],
    },
  ],
} as unknown as ContentRelease

describe('sidebarAnswer', () => {
  it("answers a category's items with the release they come from", () => {
    expect(sidebarAnswer('GET', ['Server', 'Notifications'], release)).toEqual({
      status: 200,
      body: { release: release.id, items: [{ type: 'doc', id: 'mail', label: 'Mail', href: '/docs/mail' }] },
    })
    expect(sidebarAnswer('HEAD', 'Server', release).status).toBe(200)
  })

  it('refuses what names no category, or names it badly, with a JSON message', () => {
    expect(sidebarAnswer('GET', ['Server', 'Nope'], release)).toEqual({
      status: 404,
      body: { status: 404, message: "The docs sidebar has no category 'Server' › 'Nope'." },
    })
    expect(sidebarAnswer('GET', 'Overview', release).status).toBe(404)
    expect(sidebarAnswer('GET', undefined, release).status).toBe(400)
    expect(sidebarAnswer('GET', [''], release).status).toBe(400)
    expect(sidebarAnswer('GET', ['x'.repeat(301)], release).status).toBe(400)
    expect(
      sidebarAnswer(
        'GET',
        Array.from({ length: 17 }, () => 'Server'),
        release,
      ).status,
    ).toBe(400)
    const post = sidebarAnswer('POST', 'Server', release)
    expect(post.status).toBe(405)
    expect(post.body).toMatchObject({ message: expect.stringContaining('GET') })
  })
})
