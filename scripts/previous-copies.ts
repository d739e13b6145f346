/**
 * The copies from before a purge of the pages being rendered again after it (`page-refill.ts`),
 * served in their place until each new render is kept: a save costs their visitors no wait for a
 * render. Whoever purged may wait until none is left (`whenGone`), which a write does before it is
 * answered, so its writer sees the change on their next request. Past `limitMs` the copies are
 * dropped, and their visitors wait for the render as without them.
 */
export class PreviousCopies<Page> {
  private readonly copies = new Map<string, Page>();
  private waiting: Array<() => void> = [];
  private timer: NodeJS.Timeout | undefined;

  private readonly limitMs: number;

  constructor(limitMs: number) {
    this.limitMs = limitMs;
  }

  get(key: string): Page | undefined {
    return this.copies.get(key);
  }

  /** Serves `copies` from now on, in place of any kept before, for at most the limit. */
  keep(copies: Array<[string, Page]>): void {
    this.copies.clear();
    for (const [key, copy] of copies) this.copies.set(key, copy);
    clearTimeout(this.timer);
    if (this.copies.size === 0) {
      this.settle();
      return;
    }
    this.timer = setTimeout(() => this.drop(), this.limitMs);
    this.timer.unref();
  }

  /** The page at `key` was rendered again (or, without a key, every one is to be). */
  drop(key?: string): void {
    if (key === undefined) this.copies.clear();
    else this.copies.delete(key);
    if (this.copies.size === 0) this.settle();
  }

  /** Resolves once no copy is served any more. */
  whenGone(): Promise<void> {
    if (this.copies.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private settle(): void {
    clearTimeout(this.timer);
    const waiting = this.waiting;
    this.waiting = [];
    for (const resolve of waiting) resolve();
  }
}
