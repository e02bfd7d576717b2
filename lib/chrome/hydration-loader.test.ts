import { hydrationLoaderScript } from './hydration-loader.cjs'

type ObserverCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void

/** A stand-in for the browser's PerformanceObserver that the test can feed paint entries. */
function installPaintObserver(supported: string[]) {
  const callbacks: ObserverCallback[] = []
  class FakeObserver {
    static supportedEntryTypes = supported
    constructor(callback: ObserverCallback) {
      callbacks.push(callback)
    }
    observe() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'PerformanceObserver', { configurable: true, value: FakeObserver })
  return (name: string) =>
    callbacks.forEach((callback) => callback({ getEntriesByName: (n) => (n === name ? [{}] : []) }))
}

function inertScripts(...sources: string[]) {
  document.head.innerHTML = sources
    .map((src) => `<script type="text/plain" data-hydration-script="" src="${src}"></script>`)
    .join('')
}

const started = () =>
  Array.from(document.head.querySelectorAll<HTMLScriptElement>('script:not([type])')).map((script) => ({
    src: new URL(script.src).pathname,
    async: script.async,
  }))

beforeEach(() => {
  jest.useFakeTimers()
  inertScripts('/3.5.6/_next/static/chunks/webpack.js', '/3.5.6/_next/static/chunks/main.js')
})

afterEach(() => {
  jest.useRealTimers()
})

describe('hydration loader', () => {
  it('starts the page scripts in document order once the first contentful paint is on screen', () => {
    const paint = installPaintObserver(['paint', 'largest-contentful-paint'])
    new Function(hydrationLoaderScript)()
    jest.runOnlyPendingTimers()
    expect(started()).toEqual([])
    paint('first-paint')
    jest.runOnlyPendingTimers()
    expect(started()).toEqual([])
    paint('first-contentful-paint')
    jest.runOnlyPendingTimers()
    expect(started()).toEqual([
      { src: '/3.5.6/_next/static/chunks/webpack.js', async: false },
      { src: '/3.5.6/_next/static/chunks/main.js', async: false },
    ])
  })

  it('starts them only once, even when the load fallback fires later', () => {
    const paint = installPaintObserver(['paint'])
    new Function(hydrationLoaderScript)()
    paint('first-contentful-paint')
    jest.runOnlyPendingTimers()
    window.dispatchEvent(new Event('load'))
    jest.advanceTimersByTime(5000)
    expect(started()).toHaveLength(2)
  })

  it('starts them a few seconds after load when no paint is ever reported (a hidden tab)', () => {
    installPaintObserver(['paint'])
    new Function(hydrationLoaderScript)()
    window.dispatchEvent(new Event('load'))
    jest.advanceTimersByTime(2999)
    expect(started()).toEqual([])
    jest.advanceTimersByTime(1)
    expect(started()).toHaveLength(2)
  })

  it('starts them as soon as the document is parsed in a browser without paint timing', () => {
    installPaintObserver([])
    new Function(hydrationLoaderScript)()
    jest.runOnlyPendingTimers()
    expect(started()).toHaveLength(2)
  })
})
