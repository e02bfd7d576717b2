/** @jest-environment node */
import { publicImageSize } from './image-store'

describe('publicImageSize', () => {
  it('sizes an image of public/ by its site path', () => {
    expect(publicImageSize('/img/clustering-hazelcast.svg?v=1')).toEqual({ width: 960, height: 540 })
  })

  it('never reads outside public/ and says nothing for missing files', () => {
    expect(publicImageSize('/../package.json')).toBeNull()
    expect(publicImageSize('/%2e%2e/package.json')).toBeNull()
    expect(publicImageSize('/img/missing.png')).toBeNull()
    expect(publicImageSize('/img/%E0.svg')).toBeNull()
    expect(publicImageSize('img/clustering-hazelcast.svg')).toBeNull()
  })
})
