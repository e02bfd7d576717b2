import { act, render, screen } from '@testing-library/react'
import { installMatchMedia } from './__tests__/fakeMatchMedia'
import { useCollapse } from './useCollapse'

function Panel({ expanded }: { expanded: boolean }) {
  const ref = useCollapse<HTMLDivElement>(expanded)
  return (
    <div ref={ref} hidden data-testid="panel">
      content
    </div>
  )
}

const REDUCED = '(prefers-reduced-motion: reduce)'

describe('useCollapse', () => {
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => 144 })
  })
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('expands with a duration computed from the content height, then lets the height go free', () => {
    installMatchMedia()
    const { rerender } = render(<Panel expanded={false} />)
    const panel = screen.getByTestId('panel')
    expect(panel).not.toBeVisible()
    rerender(<Panel expanded />)
    expect(panel).toBeVisible()
    // 144 px: round((4 + 15 * 4 ** 0.25 + 4 / 5) * 10) = 260 ms
    expect(panel.style.transition).toBe('height 260ms ease-in-out')
    expect(panel.style.height).toBe('144px')
    act(() => jest.advanceTimersByTime(260))
    expect(panel.style.height).toBe('')
    expect(panel).toBeVisible()
  })

  it('stays visible while collapsing and hides at the end', () => {
    installMatchMedia()
    const { rerender } = render(<Panel expanded />)
    const panel = screen.getByTestId('panel')
    expect(panel).toBeVisible()
    rerender(<Panel expanded={false} />)
    expect(panel.style.height).toBe('0px')
    expect(panel).toBeVisible()
    act(() => jest.advanceTimersByTime(259))
    expect(panel).toBeVisible()
    act(() => jest.advanceTimersByTime(1))
    expect(panel).not.toBeVisible()
  })

  it('takes 1 ms under reduced motion', () => {
    installMatchMedia({ [REDUCED]: true })
    const { rerender } = render(<Panel expanded={false} />)
    rerender(<Panel expanded />)
    expect(screen.getByTestId('panel').style.transition).toBe('height 1ms ease-in-out')
  })
})
