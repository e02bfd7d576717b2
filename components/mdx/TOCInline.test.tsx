import { render, screen, within } from '@testing-library/react'
import { TOCInline } from './TOCInline'

const toc = [
  { value: 'Setup', id: 'setup', level: 2 },
  { value: 'Maven', id: 'maven', level: 3 },
  { value: 'Deep', id: 'deep', level: 4 },
  { value: 'Usage', id: 'usage', level: 2 },
]

describe('TOCInline', () => {
  it('lists h2 and h3 as links to their anchors, each h3 under its h2', () => {
    render(<TOCInline toc={toc} />)
    const setup = screen.getByRole('link', { name: 'Setup' })
    expect(setup.getAttribute('href')).toBe('#setup')
    const nested = within(setup.closest('li') as HTMLElement).getByRole('link', { name: 'Maven' })
    expect(nested.getAttribute('href')).toBe('#maven')
    expect(screen.queryByRole('link', { name: 'Deep' })).toBeNull()
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Setup', 'Maven', 'Usage'])
  })

  it('takes the heading levels a page asks for', () => {
    render(<TOCInline toc={toc} minHeadingLevel={3} maxHeadingLevel={4} />)
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Maven', 'Deep'])
  })
})
