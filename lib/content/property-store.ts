import fs from 'node:fs'
import path from 'node:path'
import type { PropertyData } from './properties'

const DATA_DIR = path.join(process.cwd(), 'data')

/** Reads data/properties.json (server and build only). */
export function loadPropertyData(): PropertyData {
  return JSON.parse(fs.readFileSync(path.join(DATA_DIR, 'properties.json'), 'utf8')) as PropertyData
}

/** All descriptions of data/property-descriptions/*.json, by property name. */
export function loadPropertyDescriptions(): Record<string, string> {
  const dir = path.join(DATA_DIR, 'property-descriptions')
  if (!fs.existsSync(dir)) return {}
  const merged: Record<string, string> = {}
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    try {
      Object.assign(merged, JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>)
    } catch (error) {
      throw new Error(`data/property-descriptions/${file}: invalid JSON (${(error as Error).message})`)
    }
  }
  return merged
}
