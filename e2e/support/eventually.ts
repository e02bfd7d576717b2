/**
 * Waits for a condition on something read again and again (a page, a log): resolves with the first
 * value that satisfies it, or with the last one read when the safety timeout passes, so the test's
 * own assertion says what was seen. A deadline for slow machines, not a speed requirement: speeds
 * are measured by the benchmark.
 */
export async function eventually<T>(
  read: () => Promise<T> | T,
  ok: (value: T) => boolean,
  timeoutMs = 120_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let last = await read()
  while (!ok(last) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    last = await read()
  }
  return last
}
