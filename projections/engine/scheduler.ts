/** How soon a projection that should keep looking looks again. */
const hotPollMs = 10;

/**
 * Runs each projection's catch-up at most once at a time. A request made while it runs is kept (once, however
 * many came) and run when the current one ends, so an event appended during a run is never left for the idle
 * poll; when nothing was requested, `keepLooking` decides whether it looks again shortly anyway.
 */
export class BatchScheduler {
  private readonly running = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();
  private stopped = false;

  constructor(
    private readonly run: (name: string) => Promise<void>,
    private readonly keepLooking: (name: string) => boolean,
    private readonly onError: (name: string, error: unknown) => void,
  ) {}

  schedule(name: string): void {
    if (this.stopped) return;
    if (this.running.has(name)) {
      this.again.add(name);
      return;
    }
    const run = this.run(name)
      .catch((error: unknown) => this.onError(name, error))
      .finally(() => {
        this.running.delete(name);
        if (this.again.delete(name)) this.schedule(name);
        else if (this.keepLooking(name)) {
          const timer = setTimeout(() => this.schedule(name), hotPollMs);
          timer.unref();
        }
      });
    this.running.set(name, run);
  }

  /** Starts nothing more, and resolves once the runs under way ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.allSettled(this.running.values());
  }
}
