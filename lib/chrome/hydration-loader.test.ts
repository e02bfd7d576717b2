import { hydrationLoaderScript } from './inline-scripts.cjs'
import { IDLE_START_MS, INTENT_EVENTS } from './inline/hydration-timing'

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

/** The loader as the page runs it, with the document still being parsed or already parsed. */
const setReadyState = (readyState: DocumentReadyState) =>
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState })

function runLoader(readyState: DocumentReadyState = 'interactive') {
  setReadyState(readyState)
  new Function(hydrationLoaderScript)()
}

let loaders: Array<() => void> = []

beforeEach(() => {
  jest.useFakeTimers()
  inertScripts('/3.5.6/_next/static/chunks/webpack.js', '/3.5.6/_next/static/chunks/main.js')
  // Each test's loader listens on the shared window: remember its listeners to remove them after.
  const add = window.addEventListener.bind(window)
  loaders = []
  jest.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    loaders.push(() => window.removeEventListener(type, listener, options))
    add(type, listener, options)
  })
})

afterEach(() => {
  loaders.forEach((remove) => remove())
  jest.restoreAllMocks()
  jest.useRealTimers()
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback
  setReadyState('complete')
})

describe('hydration loader', () => {
  it('leaves the page scripts inert while the reader has not touched the page', () => {
    runLoader()
    document.dispatchEvent(new Event('DOMContentLoaded'))
    jest.advanceTimersByTime(60_000)
    expect(started()).toEqual([])
  })

  it.each(INTENT_EVENTS)('starts the page scripts in document order on the first %s', (type) => {
    runLoader()
    window.dispatchEvent(new Event(type))
    expect(started()).toEqual([
      { src: '/3.5.6/_next/static/chunks/webpack.js', async: false },
      { src: '/3.5.6/_next/static/chunks/main.js', async: false },
    ])
  })

  it('starts them only once, however many intents and timers follow', () => {
    runLoader()
    window.dispatchEvent(new Event('load'))
    window.dispatchEvent(new Event('pointermove'))
    window.dispatchEvent(new Event('keydown'))
    jest.advanceTimersByTime(IDLE_START_MS * 2)
    expect(started()).toHaveLength(2)
  })

  it('waits for the document to be parsed when the reader is quicker than the parser', () => {
    runLoader('loading')
    window.dispatchEvent(new Event('keydown'))
    expect(started()).toEqual([])
    setReadyState('interactive')
    document.dispatchEvent(new Event('DOMContentLoaded'))
    expect(started()).toHaveLength(2)
  })

  it('starts them in an idle period a while after load when the page is left alone', () => {
    const idleCallbacks: Array<() => void> = []
    Object.defineProperty(window, 'requestIdleCallback', {
      configurable: true,
      value: (callback: () => void) => idleCallbacks.push(callback),
    })
    runLoader()
    window.dispatchEvent(new Event('load'))
    jest.advanceTimersByTime(IDLE_START_MS - 1)
    expect(idleCallbacks).toHaveLength(0)
    jest.advanceTimersByTime(1)
    expect(started()).toEqual([])
    idleCallbacks.forEach((callback) => callback())
    expect(started()).toHaveLength(2)
  })

  it('starts them after the same wait where the browser has no idle callbacks', () => {
    runLoader()
    window.dispatchEvent(new Event('load'))
    jest.advanceTimersByTime(IDLE_START_MS)
    expect(started()).toHaveLength(2)
  })

  it('listens passively, so a scroll or a touch is never held up by the loader', () => {
    runLoader()
    const calls = (window.addEventListener as jest.Mock).mock.calls as Array<[string, unknown, unknown]>
    for (const type of ['touchstart', 'wheel', 'scroll'])
      expect(calls.find(([name]) => name === type)?.[2]).toEqual({ capture: true, passive: true })
  })
})
