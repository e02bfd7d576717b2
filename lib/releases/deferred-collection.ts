/**
 * A store's collection of the pieces no kept release lists, run a moment after the last publish
 * instead of inside it: collecting reads every kept manifest and lists every piece (about 60 ms
 * at 1,000 pages, over a second at 5,000), CPU and round trips that the servers need at that
 * moment to follow the new release on a small machine. Edits in a row collect once, after the
 * last; `flush` collects at once (a store that closes: a one-shot publish leaves nothing behind).
 * One collection at a time.
 *
 * A publish never runs beside its own store's collection (it might remove a piece the new release
 * reuses before the manifest lists it), and it does not wait for one either: `giveWay` stops the
 * collection under way at its next step, which is safe because each step only removes pieces no
 * kept release lists, and the publish schedules the next collection. At 5,000 pages, a writer
 * saving again two seconds after the last save waited for the collection (store step 70 →
 * 400–520 ms). So that a store edited without pause still sheds its pieces, a collection is not
 * stopped once none has finished for `mustFinishWithinMs`.
 */
export interface DeferredCollectionOptions {
  /** A collection under way is left to finish when none has finished for this long. */
  mustFinishWithinMs?: number
  now?: () => number
}

export class DeferredCollection {
  private running: Promise<void> = Promise.resolve()
  private timer: NodeJS.Timeout | null = null
  /** The collection under way, stoppable; null between collections. */
  private controller: AbortController | null = null
  private lastFinished: number
  private readonly mustFinishWithinMs: number
  private readonly now: () => number

  /**
   * `collect` checks its `signal` between steps and returns early once it is aborted (what it
   * removed so far stays removed; the rest waits for the next collection).
   */
  constructor(
    private readonly collect: (signal: AbortSignal) => Promise<void>,
    private readonly delayMs: number,
    options: DeferredCollectionOptions = {},
  ) {
    this.mustFinishWithinMs = options.mustFinishWithinMs ?? 10 * 60_000
    this.now = options.now ?? Date.now
    this.lastFinished = this.now()
  }

  /** After a publish: collects `delayMs` after the last call. */
  schedule(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = setTimeout(() => this.start(), this.delayMs)
    this.timer.unref()
  }

  /**
   * Before a publish: stops the collection under way at its next step (unless none has finished
   * for `mustFinishWithinMs`) and waits until it has stopped. A scheduled one is left scheduled.
   */
  async giveWay(): Promise<void> {
    if (this.controller && this.now() - this.lastFinished < this.mustFinishWithinMs) this.controller.abort()
    // A collection that failed has said so where it runs; the publish goes on.
    await this.running.catch(() => undefined)
  }

  /** Starts a scheduled collection now, and waits for the one under way. */
  async flush(): Promise<void> {
    if (this.timer) this.start()
    await this.running
  }

  private start(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.running = this.running
      .catch(() => undefined)
      .then(async () => {
        const controller = new AbortController()
        this.controller = controller
        try {
          await this.collect(controller.signal)
          if (!controller.signal.aborted) this.lastFinished = this.now()
        } finally {
          this.controller = null
        }
      })
  }
}
