import { sidebarCategoryUrl } from './sidebar-category'

describe('sidebarCategoryUrl', () => {
  it('names the category by its labels from the top, each encoded', () => {
    expect(sidebarCategoryUrl(['Server'], '/3.5.6')).toBe('/3.5.6/api/sidebar?category=Server')
    expect(sidebarCategoryUrl(['Server', 'Notifications & alerts'], '/docs')).toBe(
      '/docs/api/sidebar?category=Server&category=Notifications%20%26%20alerts',
    )
  })
})
