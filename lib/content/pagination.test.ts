import { paginationFor, paginationValue } from './pagination'
import type { SidebarItem } from './sidebar'

const sidebar: SidebarItem[] = [
  { type: 'doc', id: 'a', label: 'A', href: '/docs/a' },
  { type: 'doc', id: 'b', label: 'B', href: '/docs/b' },
  { type: 'doc', id: 'c', label: 'C', href: '/docs/c' },
]
const byId = (id: string) => (id === 'c' ? { label: 'C', href: '/docs/c' } : undefined)

describe('pagination', () => {
  it('follows the sidebar unless the front matter names a doc or switches a link off', () => {
    expect(paginationFor(sidebar, '/docs/b', {}, byId)).toEqual({ previous: { label: 'A', href: '/docs/a' }, next: { label: 'C', href: '/docs/c' } })
    expect(paginationFor(sidebar, '/docs/b', { next: null }, byId)).toEqual({ previous: { label: 'A', href: '/docs/a' } })
    expect(paginationFor(sidebar, '/docs/a', { previous: 'c' }, byId).previous).toEqual({ label: 'C', href: '/docs/c' })
  })

  it('reads front matter values', () => {
    expect(paginationValue(null)).toBeNull()
    expect(paginationValue(' server/security ')).toBe('server/security')
    expect(paginationValue(3)).toBeUndefined()
  })
})
