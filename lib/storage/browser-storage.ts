/**
 * The one door to localStorage. Every read and write is guarded (storage may be disabled, full or
 * tampered with); when storage is unavailable the values live in memory for the page's lifetime.
 * Nothing here runs during server rendering: callers use it from effects and event handlers.
 */

const memory = new Map<string, string>()

function storage(): Storage | undefined {
  try {
    if (typeof window === 'undefined') return undefined
    const store = window.localStorage
    const probe = '__storage_probe__'
    store.setItem(probe, probe)
    store.removeItem(probe)
    return store
  } catch {
    return undefined
  }
}

export function readString(key: string): string | null {
  const store = storage()
  if (!store) return memory.get(key) ?? null
  try {
    return store.getItem(key)
  } catch {
    return memory.get(key) ?? null
  }
}

export function writeString(key: string, value: string): void {
  memory.set(key, value)
  try {
    storage()?.setItem(key, value)
  } catch {
    // Quota exceeded or storage disabled: the in-memory copy keeps the page working.
  }
}

export function removeKey(key: string): void {
  memory.delete(key)
  try {
    storage()?.removeItem(key)
  } catch {
    // Nothing to do: the value is already gone from memory.
  }
}

/**
 * Reads JSON and validates it; anything unreadable or of the wrong shape is discarded (and
 * removed, so it is replaced by the next write) rather than crashing the page.
 */
export function readJson<T>(key: string, isValid: (value: unknown) => value is T, fallback: T): T {
  const raw = readString(key)
  if (raw === null) return fallback
  try {
    const parsed: unknown = JSON.parse(raw)
    if (isValid(parsed)) return parsed
  } catch {
    // Fall through: tampered or truncated value.
  }
  removeKey(key)
  return fallback
}

export function writeJson(key: string, value: unknown): void {
  writeString(key, JSON.stringify(value))
}
