import { Fragment } from 'react'
import { splitInlineCode } from '@/lib/content/inline-code'
import { describeGroups } from '@/lib/content/properties'
import { useMdxRenderData } from './MdxRenderContext'
import { PropertyTableHead } from './PropertyTableHead'

interface PropertyTableProps {
  /** One group id of data/properties.json, or several separated by commas. */
  group: string
}

function DefaultValue({ value }: { value: string | null | undefined }) {
  if (value === null || value === undefined) return <span className="property-none">none</span>
  if (value === '') return <span className="property-none">empty</span>
  return <code>{value}</code>
}

/** A description, with its `inline code` (data/property-descriptions is written in Markdown's). */
function Description({ text }: { text: string }) {
  return splitInlineCode(text).map((part, index) =>
    part.code ? <code key={index}>{part.text}</code> : <Fragment key={index}>{part.text}</Fragment>,
  )
}

/**
 * The reference table of one or more property groups: each row has its own anchor (the property
 * name) and a copy button; the filter box is made live by the page's content script.
 */
export function PropertyTable({ group }: PropertyTableProps) {
  const { properties, descriptions } = useMdxRenderData()
  const ids = group.split(',').map((id) => id.trim())
  const groups = describeGroups(properties, ids, descriptions)
  const tableId = `properties-${ids.join('-')}`
  const count = groups.reduce((sum, entry) => sum + entry.properties.length, 0)
  return (
    <div className="property-table not-prose" data-property-table="">
      <div className="property-filter" data-search-ignore="">
        {/* The filter field itself is created by the page's script (lib/chrome/property-filters.ts). */}
        <span
          className="property-filter-box"
          aria-hidden="true"
          data-property-filter-slot=""
          data-input-id={`${tableId}-filter`}
          data-label="Filter properties"
          data-placeholder={`Filter ${count} properties…`}
          data-controls={tableId}
        />
        <span className="property-count" aria-live="polite" data-property-count="">
          {count} properties
        </span>
      </div>
      <div className="property-scroll">
        <table id={tableId}>
          <PropertyTableHead />
          <tbody>
            {groups.flatMap(({ properties: rows }) =>
              rows.map((property) => (
                <tr key={property.name} id={property.name} data-property-row={property.name.toLowerCase()}>
                  <td className="property-name">
                    <code>{property.name}</code>
                    <a
                      href={`#${property.name}`}
                      className="property-anchor"
                      aria-label={`Link to ${property.name}`}
                      data-search-ignore=""
                    >
                      #
                    </a>
                    <button
                      type="button"
                      className="copy-property"
                      data-copy-text={property.name}
                      aria-label={`Copy ${property.name}`}
                      data-search-ignore=""
                    >
                      Copy
                    </button>
                    {property.deprecated ? (
                      <span className="property-deprecated">
                        Deprecated
                        {property.deprecation?.replacement ? (
                          <>
                            : use <code>{property.deprecation.replacement}</code>
                          </>
                        ) : null}
                      </span>
                    ) : null}
                  </td>
                  <td>
                    <code title={property.type}>{property.shortType}</code>
                    {property.unit ? <span className="property-unit"> (unit: {property.unit})</span> : null}
                  </td>
                  <td>
                    <DefaultValue value={property.default} />
                  </td>
                  <td className="property-description">
                    <Description text={property.description} />
                  </td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>
    </div>
  )
}
