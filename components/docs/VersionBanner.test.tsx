import { render, screen } from '@testing-library/react'
import { VersionNavProvider } from '@/hooks/useVersionNav'
import type { VersionEntry } from '@/lib/versions/version-entry'
import { versionNavFor } from '@/lib/versions/version-nav'
import { publishedVersion } from '@/lib/versions/__fixtures__/version-entries'
import { VersionBanner } from './VersionBanner'

const entry = publishedVersion

function renderOn(own: string, manifest: VersionEntry[], route: string) {
  return render(
    <VersionNavProvider nav={versionNavFor(manifest, { name: own, basePath: `/${own}` }, route)}>
      <VersionBanner route={route} />
    </VersionNavProvider>,
  )
}

describe('VersionBanner', () => {
  it('says an unmaintained version is one and links the same page in the latest version', () => {
    renderOn(
      '3.4.7',
      [entry('3.5.6', 'current', ['/docs/server']), entry('3.4.7', 'unmaintained')],
      '/docs/server',
    )
    const note = screen.getByRole('note')
    expect(note).toHaveTextContent(
      'This is documentation for Spring Boot Admin 3.4.7, which is no longer actively maintained. For up-to-date documentation, see the latest version (3.5.6).',
    )
    expect(screen.getByRole('link', { name: 'latest version' })).toHaveAttribute('href', '/3.5.6/docs/server')
  })

  it("sends readers to the latest version's docs landing when it lacks the page", () => {
    renderOn('3.4.7', [entry('3.5.6', 'current'), entry('3.4.7', 'unmaintained')], '/docs/legacy')
    expect(screen.getByRole('link', { name: 'latest version' })).toHaveAttribute('href', '/3.5.6/docs')
  })

  it('says an unreleased version documents unreleased work', () => {
    renderOn('3.6.0', [entry('3.5.6', 'current'), entry('3.6.0', 'next')], '/docs')
    expect(screen.getByRole('note')).toHaveTextContent(
      'This is unreleased documentation for Spring Boot Admin 3.6.0.',
    )
  })

  it('shows nothing on the latest version, nor on a maintained older one', () => {
    const { unmount } = renderOn(
      '3.5.6',
      [entry('3.5.6', 'current'), entry('3.4.7', 'unmaintained')],
      '/docs',
    )
    expect(screen.queryByRole('note')).not.toBeInTheDocument()
    unmount()
    renderOn('3.4.7', [entry('3.5.6', 'current'), entry('3.4.7', 'maintained')], '/docs')
    expect(screen.queryByRole('note')).not.toBeInTheDocument()
  })
})
