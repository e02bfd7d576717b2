import { collapseDurationMs } from './collapse'

const motion = { reducedMotion: false, maxMs: 500 }

describe('collapseDurationMs', () => {
  it("follows Docusaurus' formula for the content height", () => {
    const formula = (height: number) => Math.round((4 + 15 * (height / 36) ** 0.25 + height / 36 / 5) * 10)
    for (const height of [0, 36, 100, 240, 360]) {
      expect(collapseDurationMs(height, motion)).toBe(formula(height))
    }
    expect(collapseDurationMs(36, motion)).toBe(192)
  })

  it('grows with the height but stays under the cap', () => {
    expect(collapseDurationMs(200, motion)).toBeGreaterThan(collapseDurationMs(50, motion))
    expect(collapseDurationMs(100_000, motion)).toBe(500)
  })

  it('is 1 ms under reduced motion', () => {
    expect(collapseDurationMs(360, { ...motion, reducedMotion: true })).toBe(1)
  })
})
