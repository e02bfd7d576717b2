import { bootScript } from './inline-scripts.cjs'

const root = document.documentElement

function boot(path: string) {
  window.history.replaceState(null, '', path)
  new Function(bootScript)()
}

beforeEach(() => {
  window.localStorage.clear()
  for (const key of Object.keys(root.dataset)) delete root.dataset[key]
  root.className = ''
  Object.assign(root.dataset, {
    themeKey: 'theme',
    defaultTheme: 'light',
    respectSystem: 'false',
    announcementKey: 'docusaurus.announcement.dismiss',
    announcementIdKey: 'docusaurus.announcement.id',
    announcementId: 'bar-2',
    basePath: '/3.5.6',
  })
})

describe('boot script (runs before first paint)', () => {
  it('applies the default theme, or the stored one', () => {
    boot('/3.5.6/')
    expect(root.dataset.theme).toBe('light')
    expect(root.classList.contains('dark')).toBe(false)
    window.localStorage.setItem('theme', 'dark')
    boot('/3.5.6/')
    expect(root.dataset.theme).toBe('dark')
    expect(root.classList.contains('dark')).toBe(true)
    expect(root.style.colorScheme).toBe('dark')
  })

  it('ignores a tampered theme', () => {
    window.localStorage.setItem('theme', 'purple')
    boot('/3.5.6/')
    expect(root.dataset.theme).toBe('light')
  })

  it('hides the announcement only when this bar id was dismissed', () => {
    window.localStorage.setItem('docusaurus.announcement.dismiss', 'true')
    window.localStorage.setItem('docusaurus.announcement.id', 'bar-1')
    boot('/3.5.6/')
    expect(root.dataset.announcementDismissed).toBeUndefined()
    window.localStorage.setItem('docusaurus.announcement.id', 'bar-2')
    boot('/3.5.6/')
    expect(root.dataset.announcementDismissed).toBe('true')
  })

  it('flags a page served outside the base path', () => {
    boot('/3.5.6/docs/index')
    expect(root.dataset.baseUrlIssue).toBeUndefined()
    boot('/3.5.6')
    expect(root.dataset.baseUrlIssue).toBeUndefined()
    boot('/3.5.60/docs')
    expect(root.dataset.baseUrlIssue).toBe('true')
    delete root.dataset.baseUrlIssue
    boot('/wrong/docs')
    expect(root.dataset.baseUrlIssue).toBe('true')
  })
})
