import type { Unit } from '../types'

/** kB and MB are decimal (1 kB = 1000 bytes), as Next.js printed first-load JS. */
export function formatValue(value: number | null, unit: Unit): string {
  if (value === null || Number.isNaN(value)) return '–'
  switch (unit) {
    case 'bytes':
      return `${(value / 1000).toFixed(1)} kB`
    case 'memory':
      return `${Math.round(value / 1_000_000)} MB`
    case 'ms':
      return value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value * 10) / 10} ms`
    case 'cls':
      return value.toFixed(3)
    case 'rps':
      return `${value.toFixed(0)}/s`
    case 'score':
    case 'count':
      return String(Math.round(value))
  }
}

export function formatRatio(ratio: number | null): string {
  if (ratio === null || !Number.isFinite(ratio)) return '–'
  return `${ratio.toFixed(2)}×`
}

/** ours / theirs, when both exist and the division means something. */
export function ratio(ours: number | null, theirs: number | null): number | null {
  if (ours === null || theirs === null || theirs === 0) return null
  return Math.round((ours / theirs) * 1000) / 1000
}
