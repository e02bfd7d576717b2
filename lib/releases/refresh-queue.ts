/**
 * The pages a server still has to regenerate, in order: the routes the newest publish changed
 * first, ahead of what earlier refreshes left queued (a shared page cache's first refresh queues
 * the whole site, and the page a writer saves next must not wait behind it). Each route is queued
 * once; one regenerated after a switch shows the release current when it rendered.
 */
export class RefreshQueue {
  private routes: string[] = []

  /** Queues `routes`; those in `urgent` go to the front. */
  add(routes: readonly string[], urgent: ReadonlySet<string>): void {
    const front = routes.filter((route) => urgent.has(route))
    const queued = new Set(this.routes)
    const frontSet = new Set(front)
    this.routes = [
      ...front,
      ...this.routes.filter((route) => !frontSet.has(route)),
      ...routes.filter((route) => !urgent.has(route) && !queued.has(route)),
    ]
  }

  next(): string | undefined {
    return this.routes.shift()
  }

  get size(): number {
    return this.routes.length
  }
}
