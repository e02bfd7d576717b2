import type { ReactNode } from 'react'
import { ADMONITION_TITLES } from '@/lib/content/admonition-titles'

export interface AdmonitionProps {
  type: string
  title?: ReactNode
  /** Accepted for compatibility; this site shows no admonition icons. */
  icon?: ReactNode
  children?: ReactNode
}

/** `<Admonition type="tip" title="…">`: the same markup as `:::tip[…]` (lib/content/remark-admonitions.ts). */
export function Admonition({ type, title, children }: AdmonitionProps) {
  const kind = type in ADMONITION_TITLES ? type : 'note'
  return (
    <div className={`admonition admonition-${kind}`} data-admonition={kind}>
      <p className="admonition-title">{title ?? ADMONITION_TITLES[kind]}</p>
      <div className="admonition-content">{children}</div>
    </div>
  )
}
