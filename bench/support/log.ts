const started = Date.now()

/** Progress on stderr with the time since the bench started, so a long run shows where it is. */
export function log(message: string): void {
  const seconds = ((Date.now() - started) / 1000).toFixed(0).padStart(4)
  process.stderr.write(`[bench ${seconds}s] ${message}\n`)
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
