import fs from 'node:fs'

const PAGE_SIZE = 4096

interface ProcEntry {
  ppid: number
  rssBytes: number
}

function readProcTable(): Map<number, ProcEntry> {
  const table = new Map<number, ProcEntry>()
  let names: string[]
  try {
    names = fs.readdirSync('/proc')
  } catch {
    return table
  }
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8')
      // The command name (field 2) may contain spaces and parentheses: parse after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      table.set(Number(name), { ppid: Number(fields[1]), rssBytes: Number(fields[21]) * PAGE_SIZE })
    } catch {
      // The process ended while we looked.
    }
  }
  return table
}

/** The summed RSS of a process and all its descendants, read from /proc. */
export function treeRssBytes(rootPid: number): number {
  const table = readProcTable()
  const children = new Map<number, number[]>()
  for (const [pid, entry] of table) {
    const list = children.get(entry.ppid) ?? []
    list.push(pid)
    children.set(entry.ppid, list)
  }
  let total = 0
  const pending = [rootPid]
  while (pending.length > 0) {
    const pid = pending.pop() as number
    total += table.get(pid)?.rssBytes ?? 0
    pending.push(...(children.get(pid) ?? []))
  }
  return total
}

/** Samples a process tree's RSS until stopped; `stop()` returns the peak. */
export function sampleTreePeak(rootPid: number, intervalMs = 200): { stop: () => number } {
  let peak = treeRssBytes(rootPid)
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRssBytes(rootPid))
  }, intervalMs)
  return {
    stop: () => {
      clearInterval(timer)
      return peak
    },
  }
}
