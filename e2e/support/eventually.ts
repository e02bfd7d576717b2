/**
 * Reads a value until it is what the test waits for, or the time is up; returns the last value
 * read, so the test's assertion shows what it was. For conditions outside the browser (server
 * output, HTTP answers, processes). The default time is a deadline for slow machines, not a speed
 * requirement: speeds are measured by the benchmark.
 */
export async function eventually<T>(
  read: () => Promise<T> | T,
  ok: (value: T) => boolean,
  timeoutMs = 120_000,
  intervalMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let last = await read()
  while (!ok(last) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
    last = await read()
  }
  return last
}
