/**
 * Tells a directory store's readers at once when a file they follow changes: fs.watch on the
 * directory, created first when it can be. fs.watch works on the usual file systems; where it
 * does not (or the directory cannot be made, a read-only store), nothing is told and the readers'
 * own polls cover it. Watching never keeps a process alive (a server is kept alive by its listener).
 */
import fs from 'node:fs'

/** Calls `onChange` when a file of `directory` whose name `follows` accepts changes; returns the unwatch. */
export function watchDirectory(
  directory: string,
  follows: (name: string) => boolean,
  onChange: () => void,
): () => void {
  let watcher: fs.FSWatcher | null = null
  try {
    fs.mkdirSync(directory, { recursive: true })
  } catch {
    // A read-only directory that exists is fine to watch; one that does not is polled.
  }
  try {
    watcher = fs.watch(directory, (_event, name) => {
      if (name && follows(name)) onChange()
    })
    watcher.on('error', () => watcher?.close())
    watcher.unref()
  } catch {
    watcher = null
  }
  return () => watcher?.close()
}
