/**
 * A store's collection of the pieces no kept release lists, run a moment after the last publish
 * instead of inside it: collecting reads every kept manifest and lists every piece (about 60 ms
 * at 1,000 pages), CPU and round trips that the servers need at that moment to follow the new
 * release on a small machine. Edits in a row collect once, after the last; `flush` collects at
 * once (a store that closes: a one-shot publish leaves nothing behind). One collection at a time.
 */
export class DeferredCollection {
  private running: Promise<void> = Promise.resolve()
  private timer: NodeJS.Timeout | null = null

  constructor(
    private readonly collect: () => Promise<void>,
    private readonly delayMs: number,
  ) {}

  /** After a publish: collects `delayMs` after the last call. */
  schedule(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = setTimeout(() => this.start(), this.delayMs)
    this.timer.unref()
  }

  /** The collection under way, if any (its rejection included). */
  get underWay(): Promise<void> {
    return this.running
  }

  /** Starts a scheduled collection now, and waits for the one under way. */
  async flush(): Promise<void> {
    if (this.timer) this.start()
    await this.running
  }

  private start(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.running = this.running.then(() => this.collect())
  }
}
