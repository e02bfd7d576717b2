// @ts-check
/**
 * Gives every `<PropertyTable group="…" />` its rows at build time (as a JSON string prop), so the
 * table data lands in that page's chunk only, as a hand-written markdown table would, instead of
 * shipping every property group in the main bundle.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const dataDir = fileURLToPath(new URL('../data', import.meta.url))
const properties = JSON.parse(fs.readFileSync(path.join(dataDir, 'properties.json'), 'utf8'))
const descriptionsDir = path.join(dataDir, 'property-descriptions')

function readDescriptions(groupId) {
  const file = path.join(descriptionsDir, `${groupId}.json`)
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {}
}

/** `java.util.Map<java.lang.String,java.lang.String>` → `Map<String,String>`, as on our site. */
function shortJavaType(type) {
  return type.replace(/(?:[a-z_][a-z0-9_]*\.)+([A-Z][\w$]*)/g, '$1').replace(/\$/g, '.')
}

function rowsFor(groupAttribute) {
  return groupAttribute.split(',').flatMap((raw) => {
    const id = raw.trim()
    const group = properties.groups.find((candidate) => candidate.id === id)
    if (!group) throw new Error(`Unknown property group "${id}" (see data/properties.json)`)
    const descriptions = readDescriptions(id)
    return group.properties.map((property) => ({
      name: property.name,
      type: shortJavaType(property.type),
      default: property.default,
      deprecated: property.deprecated,
      description: descriptions[property.name] ?? '',
    }))
  })
}

function visit(node, onTable) {
  if (node.type === 'mdxJsxFlowElement' && node.name === 'PropertyTable') onTable(node)
  for (const child of node.children ?? []) visit(child, onTable)
}

export default function remarkPropertyTable() {
  return (tree) => {
    visit(tree, (node) => {
      const group = node.attributes.find((attribute) => attribute.name === 'group')
      if (!group || typeof group.value !== 'string') return
      node.attributes.push({
        type: 'mdxJsxAttribute',
        name: 'rows',
        value: JSON.stringify(rowsFor(group.value)),
      })
    })
  }
}
