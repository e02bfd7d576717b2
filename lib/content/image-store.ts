import fs from 'node:fs'
import path from 'node:path'
import { CONTENT_ASSET_PREFIX, contentAssetRequest } from './content-assets'
import { imageSizeOf, type ImageSize } from './image-size'

const PUBLIC_DIR = path.join(process.cwd(), 'public')
const CONTENT_DIR = path.join(process.cwd(), 'content')

/** The file a site image path names: below public/, or below content/ for an image kept beside its page. */
function imageFile(pathname: string): string | undefined {
  if (pathname.startsWith(CONTENT_ASSET_PREFIX)) {
    const asset = contentAssetRequest(pathname.slice(CONTENT_ASSET_PREFIX.length).split('/').map(decodeURIComponent))
    return asset ? path.join(CONTENT_DIR, asset.path) : undefined
  }
  const file = path.join(PUBLIC_DIR, decodeURIComponent(pathname))
  return file.startsWith(PUBLIC_DIR + path.sep) ? file : undefined
}

/**
 * The intrinsic size of a site image (`/img/name.svg` → `public/img/name.svg`, or a content image
 * beside its page), read from disk while a page renders on the server; null for other paths or
 * files it cannot size.
 */
export function publicImageSize(sitePath: string): ImageSize | null {
  const pathname = sitePath.split(/[?#]/)[0] ?? ''
  if (!pathname.startsWith('/')) return null
  try {
    const file = imageFile(pathname)
    return file ? imageSizeOf(fs.readFileSync(file)) : null
  } catch {
    return null
  }
}
