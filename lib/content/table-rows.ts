import { Children, isValidElement, type ReactNode } from 'react'

type WithChildren = { children?: ReactNode }

/**
 * The number of rows of a content table, from the children its `<table>` is rendered with
 * (`<thead>`, `<tbody>`, `<tfoot>` or rows directly): what the page reserves for the table
 * before the browser lays it out (styles/globals.css, `--table-rows`).
 */
export function countTableRows(children: ReactNode): number {
  let rows = 0
  Children.forEach(children, (child) => {
    if (!isValidElement<WithChildren>(child)) return
    if (child.type === 'tr') rows += 1
    else if (child.type === 'thead' || child.type === 'tbody' || child.type === 'tfoot')
      rows += countTableRows(child.props.children)
  })
  return rows
}
