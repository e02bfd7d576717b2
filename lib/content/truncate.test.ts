import { excerptOf, hasTruncateMarker, TRUNCATE_MARKER, withoutTruncateMarker } from './truncate'

describe('truncate marker', () => {
  it('finds the marker in both forms and cuts the excerpt at it', () => {
    expect(hasTruncateMarker('Intro\n\n<!-- truncate -->\n\nRest')).toBe(true)
    expect(hasTruncateMarker('Intro\n\n{/* truncate */}\n')).toBe(true)
    expect(hasTruncateMarker('Talks about <!-- truncate --> inline')).toBe(false)
    const html = `<p>Intro</p>${TRUNCATE_MARKER}<p>Rest</p>`
    expect(excerptOf(html)).toBe('<p>Intro</p>')
    expect(excerptOf('<p>All</p>')).toBeUndefined()
    expect(withoutTruncateMarker(html)).toBe('<p>Intro</p><p>Rest</p>')
  })
})
