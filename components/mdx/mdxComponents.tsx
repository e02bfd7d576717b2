import type { ComponentPropsWithoutRef } from 'react'
import { isExternalUrl, withBasePath } from '@/lib/site-links'
import { DocCardList } from './DocCardList'
import { useMdxRenderData } from './MdxRenderContext'
import { OperatorDetails } from './OperatorDetails'
import { PropertyTable } from './PropertyTable'

/** Site paths in content (`/docs/…`) get the version base path; external links open as usual. */
function ContentLink({ href = '', ...props }: ComponentPropsWithoutRef<'a'>) {
  if (isExternalUrl(href)) return <a href={href} rel="noopener noreferrer" {...props} />
  const withoutExtension = href.replace(/\.mdx?(?=$|#)/, '')
  const alreadyPrefixed = withoutExtension.startsWith(`${withBasePath('/')}`)
  return <a href={alreadyPrefixed ? withoutExtension : withBasePath(withoutExtension)} {...props} />
}

/**
 * Site images get their intrinsic `width` and `height` (the space is kept before they load, so
 * nothing shifts). The first image of a page loads at once, as it may be the largest paint; later
 * ones load lazily.
 */
function ContentImage({ src = '', alt = '', ...props }: ComponentPropsWithoutRef<'img'>) {
  const { imageSize, takeFirstImage } = useMdxRenderData()
  const isSitePath = typeof src === 'string' && src.startsWith('/')
  const size = isSitePath ? imageSize?.(src) : null
  const isFirst = takeFirstImage()
  return (
    // eslint-disable-next-line @next/next/no-img-element -- static HTML content, no image optimiser at run time
    <img
      src={isSitePath ? withBasePath(src) : src}
      alt={alt}
      width={size?.width}
      height={size?.height}
      loading={isFirst ? 'eager' : 'lazy'}
      decoding="async"
      {...props}
    />
  )
}

function ContentTable(props: ComponentPropsWithoutRef<'table'>) {
  return (
    <div className="table-scroll">
      <table {...props} />
    </div>
  )
}

export const mdxComponents = {
  a: ContentLink,
  img: ContentImage,
  table: ContentTable,
  PropertyTable,
  DocCardList,
  OperatorDetails,
}
