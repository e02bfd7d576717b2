/**
 * Reads a value until it is what the test waits for, or the time is up; returns the last value
 * read, so the test's assertion shows what it was. For conditions outside the browser (server
 * output, HTTP answers, processes).
 */
export async function eventually<T>(
  read: () => Promise<T> | T,
  ok: (value: T) => boolean,
  timeoutMs: number,
  intervalMs = 250,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let last = await read()
  while (!ok(last) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
    last = await read()
  }
  return last
}
