/**
 * A property table's filter box (components/mdx/PropertyTable.tsx) is not an `<input>` in the
 * server HTML but a placeholder of the same size and look. Chromium examines every text field of
 * a page when its HTML has been parsed (to offer autofill), and that makes it lay out the whole
 * page at once, before it has decided which off-screen sections it may skip (content-visibility):
 * on a long reference page, one long task. The field is of no use before the page's scripts run
 * anyway, so they create it then, in the placeholder's place.
 */

/** The attribute of the placeholder; its other `data-*` attributes describe the field. */
export const PROPERTY_FILTER_SLOT = 'data-property-filter-slot'
/** The attribute of the live filter field, which the content script listens to. */
export const PROPERTY_FILTER = 'data-property-filter'

/** Replaces every filter placeholder under `root` with its labelled search field. */
export function mountPropertyFilters(root: ParentNode): void {
  root.querySelectorAll<HTMLElement>(`[${PROPERTY_FILTER_SLOT}]`).forEach((slot) => {
    const { inputId, label, placeholder, controls } = slot.dataset
    if (!inputId) return
    const document = slot.ownerDocument
    const labelElement = document.createElement('label')
    labelElement.htmlFor = inputId
    labelElement.className = 'sr-only'
    labelElement.textContent = label ?? ''
    const input = document.createElement('input')
    input.id = inputId
    input.type = 'search'
    input.placeholder = placeholder ?? ''
    input.autocomplete = 'off'
    input.spellcheck = false
    input.setAttribute(PROPERTY_FILTER, '')
    if (controls) input.setAttribute('aria-controls', controls)
    slot.replaceWith(labelElement, input)
  })
}
