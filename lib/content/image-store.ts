import fs from 'node:fs'
import path from 'node:path'
import { imageSizeOf, type ImageSize } from './image-size'

const PUBLIC_DIR = path.join(process.cwd(), 'public')

/**
 * The intrinsic size of a site image (`/img/name.svg` → `public/img/name.svg`), read from disk
 * while a page renders on the server; null for paths outside public/ or files it cannot size.
 */
export function publicImageSize(sitePath: string): ImageSize | null {
  const pathname = sitePath.split(/[?#]/)[0] ?? ''
  if (!pathname.startsWith('/')) return null
  try {
    const file = path.join(PUBLIC_DIR, decodeURIComponent(pathname))
    if (!file.startsWith(PUBLIC_DIR + path.sep)) return null
    return imageSizeOf(fs.readFileSync(file))
  } catch {
    return null
  }
}
