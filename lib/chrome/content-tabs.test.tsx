import { renderToStaticMarkup } from 'react-dom/server'
import { Tabs, TabItem } from '@/components/mdx/Tabs'
import { handleTabKey, initialTabValue, restoreTabs, selectTab } from './content-tabs'

function mount(groupId?: string, queryString?: boolean) {
  const markup = renderToStaticMarkup(
    <>
      <Tabs groupId={groupId} queryString={queryString}>
        <TabItem value="maven" label="Maven">
          Maven one
        </TabItem>
        <TabItem value="gradle" label="Gradle" default>
          Gradle one
        </TabItem>
      </Tabs>
      <Tabs groupId={groupId}>
        <TabItem value="maven">Maven two</TabItem>
        <TabItem value="gradle">Gradle two</TabItem>
      </Tabs>
    </>,
  )
  document.body.innerHTML = `<div id="root">${markup}</div>`
  return document.getElementById('root') as HTMLElement
}

const selected = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('[role="tab"][aria-selected="true"]')).map((tab) => tab.textContent)
const visiblePanels = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>('[role="tabpanel"]'))
    .filter((panel) => !panel.hidden)
    .map((panel) => panel.textContent)

describe('content tabs', () => {
  beforeEach(() => {
    window.localStorage.clear()
    window.history.replaceState(null, '', '/')
  })

  it('renders the default tab selected, the others hidden and out of the tab order', () => {
    const root = mount()
    expect(selected(root)).toEqual(['Gradle', 'maven'])
    expect(visiblePanels(root)).toEqual(['Gradle one', 'Maven two'])
    expect(root.querySelector('[data-tab-value="maven"]')?.getAttribute('tabindex')).toBe('-1')
  })

  it('switches the whole group, remembers it and writes the URL parameter', () => {
    const root = mount('build', true)
    selectTab(root.querySelector<HTMLElement>('[data-tab-value="maven"]')!, root)
    expect(visiblePanels(root)).toEqual(['Maven one', 'Maven two'])
    expect(window.localStorage.getItem('docusaurus.tab.build')).toBe('maven')
    expect(new URL(window.location.href).searchParams.get('build')).toBe('maven')
    const again = mount('build')
    restoreTabs(again, '')
    expect(visiblePanels(again)).toEqual(['Maven one', 'Maven two'])
  })

  it('prefers the URL over the remembered choice, and ignores unknown values', () => {
    expect(initialTabValue(['a', 'b'], { query: 'b', stored: 'a' })).toBe('b')
    expect(initialTabValue(['a', 'b'], { query: 'x', stored: 'a' })).toBe('a')
    expect(initialTabValue(['a', 'b'], { query: null, stored: 'x' })).toBeUndefined()
  })

  it('moves with arrow keys, Home and End, wrapping around', () => {
    const root = mount()
    const first = root.querySelector<HTMLElement>('[data-tab-value="gradle"]')!
    first.focus()
    const press = (key: string) => {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })
      Object.defineProperty(event, 'target', { value: document.activeElement })
      return handleTabKey(event, root)
    }
    expect(press('ArrowRight')).toBe(true)
    expect(document.activeElement?.textContent).toBe('Maven')
    expect(visiblePanels(root)[0]).toBe('Maven one')
    press('End')
    expect(document.activeElement?.textContent).toBe('Gradle')
    press('Home')
    expect(document.activeElement?.textContent).toBe('Maven')
    expect(press('a')).toBe(false)
  })
})
