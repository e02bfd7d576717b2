import type { ComponentPropsWithoutRef } from 'react'
import { isExternalUrl, withBasePath } from '@/lib/site-links'
import { Admonition } from './Admonition'
import { CodeBlock } from './CodeBlock'
import { Details } from './Details'
import { DocCardList } from './DocCardList'
import { useMdxRenderData } from './MdxRenderContext'
import { OperatorDetails } from './OperatorDetails'
import { PropertyTable } from './PropertyTable'
import { TabItem, Tabs } from './Tabs'
import { TOCInline } from './TOCInline'

/** Site paths in content (`/docs/…`) get the version base path; external links open as usual. */
export function ContentLink({ href = '', ...props }: ComponentPropsWithoutRef<'a'>) {
  if (isExternalUrl(href)) return <a href={href} rel="noopener noreferrer" {...props} />
  const withoutExtension = href.replace(/\.mdx?(?=$|#)/, '')
  const alreadyPrefixed = withoutExtension.startsWith(`${withBasePath('/')}`)
  return <a href={alreadyPrefixed ? withoutExtension : withBasePath(withoutExtension)} {...props} />
}

/** Docusaurus's `<Link to="/docs/…">` (or `href`): a content link. */
export function Link({ to, href, ...props }: ComponentPropsWithoutRef<'a'> & { to?: string }) {
  return <ContentLink href={to ?? href} {...props} />
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

/**
 * A table in a scrolling box. The box takes keyboard focus, as code blocks do, so a table wider
 * than the screen scrolls from the keyboard.
 */
function ContentTable(props: ComponentPropsWithoutRef<'table'>) {
  return (
    <div className="table-scroll" tabIndex={0}>
      <table {...props} />
    </div>
  )
}

/**
 * The components content may use without an import (their names are listed in
 * lib/content/mdx-component-names.ts for the content check), and the HTML elements we restyle.
 */
export const mdxComponents = {
  a: ContentLink,
  img: ContentImage,
  table: ContentTable,
  PropertyTable,
  DocCardList,
  OperatorDetails,
  Tabs,
  TabItem,
  Admonition,
  CodeBlock,
  Details,
  Link,
  TOCInline,
}
