import type { ComponentPropsWithoutRef } from 'react'
import { withBasePath } from '@/site.config'
import { DocCardList } from './DocCardList'
import { OperatorDetails } from './OperatorDetails'
import { PropertyTable } from './PropertyTable'

function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')
}

/** Site paths in content (`/docs/…`) get the version base path; external links open as usual. */
function ContentLink({ href = '', ...props }: ComponentPropsWithoutRef<'a'>) {
  if (isExternal(href)) return <a href={href} rel="noopener noreferrer" {...props} />
  const withoutExtension = href.replace(/\.mdx?(?=$|#)/, '')
  const alreadyPrefixed = withoutExtension.startsWith(`${withBasePath('/')}`)
  return <a href={alreadyPrefixed ? withoutExtension : withBasePath(withoutExtension)} {...props} />
}

function ContentImage({ src = '', alt = '', ...props }: ComponentPropsWithoutRef<'img'>) {
  const source = typeof src === 'string' && src.startsWith('/') ? withBasePath(src) : src
  // eslint-disable-next-line @next/next/no-img-element -- static HTML content, no image optimiser at run time
  return <img src={source} alt={alt} loading="lazy" decoding="async" {...props} />
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
