import { mountPropertyFilters } from './property-filters'

const placeholder =
  '<div class="property-filter"><span class="property-filter-box" aria-hidden="true" data-property-filter-slot=""' +
  ' data-input-id="properties-ui-filter" data-label="Filter properties" data-placeholder="Filter 3 properties…"' +
  ' data-controls="properties-ui"></span><span data-property-count="">3 properties</span></div>'

describe('mountPropertyFilters', () => {
  it('puts a labelled search field in place of each placeholder, wired to its table', () => {
    document.body.innerHTML = placeholder + placeholder.replaceAll('properties-ui', 'properties-server')
    mountPropertyFilters(document.body)
    expect(document.querySelector('[data-property-filter-slot]')).toBeNull()
    const fields = Array.from(document.querySelectorAll<HTMLInputElement>('input[data-property-filter]'))
    expect(
      fields.map((field) => [field.id, field.type, field.placeholder, field.getAttribute('aria-controls')]),
    ).toEqual([
      ['properties-ui-filter', 'search', 'Filter 3 properties…', 'properties-ui'],
      ['properties-server-filter', 'search', 'Filter 3 properties…', 'properties-server'],
    ])
    expect(fields[0]?.disabled).toBe(false)
    expect(fields[0]?.autocomplete).toBe('off')
    expect(fields[0]?.labels?.[0]?.textContent).toBe('Filter properties')
    // Where the placeholder was: before the count.
    expect(fields[0]?.nextElementSibling?.hasAttribute('data-property-count')).toBe(true)
  })

  it('mounts each field once, however often it runs', () => {
    document.body.innerHTML = placeholder
    mountPropertyFilters(document.body)
    mountPropertyFilters(document.body)
    expect(document.querySelectorAll('input[data-property-filter]')).toHaveLength(1)
  })
})
