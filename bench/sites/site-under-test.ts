import type { SiteName } from '../types'

/** A running site the browser measurements point at. */
export interface SiteUnderTest {
  name: SiteName
  /** e.g. `http://127.0.0.1:41234`. */
  origin: string
  /** Origin plus base path, e.g. `http://127.0.0.1:41234/3.5.6`. */
  base: string
  stop: () => Promise<void>
}
