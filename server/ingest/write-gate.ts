export interface GateLimits {
  /** Sink writes running at once. */
  maxConcurrent: number;
  /** Uploads allowed to wait for a free slot; beyond that the ingest answers 429. */
  maxQueued: number;
}

/**
 * Bounds the sink writes in flight. An upload that would wait behind too many others is refused at
 * once (the client retries later) instead of piling up memory and timing out the whole queue.
 */
export class WriteGate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limits: GateLimits) {}

  /** Runs fn when a slot is free; 'busy' without running it when the wait list is full. */
  async run<T>(fn: () => Promise<T>): Promise<T | 'busy'> {
    if (this.active >= this.limits.maxConcurrent) {
      if (this.waiting.length >= this.limits.maxQueued) return 'busy';
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active += 1;
    }
    try {
      return await fn();
    } finally {
      // The slot passes straight to the next waiter, so `active` only drops when nobody waits.
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }

  load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }
}
