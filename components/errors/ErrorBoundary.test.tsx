import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ErrorBoundary } from './ErrorBoundary'

let broken = true
function Page() {
  if (broken) throw new Error('sidebar is undefined')
  return <p>page content</p>
}

/** The page inside the boundary as the layout puts it there, at `route`. */
const pageAt = (route: string) => (
  <ErrorBoundary resetKey={route}>
    <Page />
  </ErrorBoundary>
)

describe('ErrorBoundary', () => {
  beforeEach(() => {
    broken = true
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(() => jest.restoreAllMocks())

  it("shows 'This page crashed.' and re-renders the page on 'Try again'", async () => {
    const user = userEvent.setup()
    render(pageAt('/docs/index'))
    expect(screen.getByRole('heading', { name: 'This page crashed.' })).toBeInTheDocument()
    expect(screen.getByText('sidebar is undefined')).toBeInTheDocument()
    broken = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(screen.getByText('page content')).toBeInTheDocument()
  })

  it('crashes again when the page still throws', async () => {
    const user = userEvent.setup()
    render(pageAt('/docs/index'))
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(screen.getByRole('heading', { name: 'This page crashed.' })).toBeInTheDocument()
  })

  it('clears the error when the reader goes to another page', () => {
    const { rerender } = render(pageAt('/docs/index'))
    broken = false
    rerender(pageAt('/faq'))
    expect(screen.getByText('page content')).toBeInTheDocument()
  })
})
