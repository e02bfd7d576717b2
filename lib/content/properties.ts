/** The property reference data (data/properties.json) and the descriptions we write for it. */

export interface PropertyEntry {
  name: string
  type: string
  default: string | null
  deprecated: boolean
  deprecation?: { replacement?: string | null; reason?: string | null; level?: string } | null
  unit?: string
  effectiveDefault?: string | null
  metadataDefault?: string | null
  allowedValues?: string[]
  spel?: boolean
  inheritedFrom?: string
  bindingNote?: string
}

export interface PropertyGroup {
  id: string
  prefix: string
  module?: string
  properties: PropertyEntry[]
}

export interface PropertyData {
  version: string
  groups: PropertyGroup[]
}

export interface DescribedProperty extends PropertyEntry {
  description: string
  /** `java.time.Duration` → `Duration`: what a reader needs, the full name stays in the title. */
  shortType: string
}

/** `java.util.Map<java.lang.String,java.lang.String>` → `Map<String,String>`. */
export function shortJavaType(type: string): string {
  return type.replace(/(?:[a-z_][a-z0-9_]*\.)+([A-Z][\w$]*)/g, '$1').replace(/\$/g, '.')
}

export function describeGroups(
  data: PropertyData,
  groupIds: string[],
  descriptions: Record<string, string>,
): Array<{ group: PropertyGroup; properties: DescribedProperty[] }> {
  return groupIds.map((id) => {
    const group = data.groups.find((candidate) => candidate.id === id)
    if (!group) throw new Error(`Unknown property group "${id}" (see data/properties.json)`)
    return {
      group,
      properties: group.properties.map((property) => ({
        ...property,
        description: descriptions[property.name] ?? '',
        shortType: shortJavaType(property.type),
      })),
    }
  })
}
