/**
 * Runs tasks one after another per key, in this process. Orders touching the
 * same product then take turns instead of racing and retrying; keys are
 * taken in sorted order so two multi-key tasks can never wait on each other.
 * Other instances still race, and the expected versions settle that.
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<void>>();

  async run<T>(keys: readonly string[], task: () => Promise<T>): Promise<T> {
    const sorted = [...new Set(keys)].sort();
    const releases: Array<() => void> = [];
    for (const key of sorted) {
      const previous = this.tails.get(key) ?? Promise.resolve();
      let release!: () => void;
      const done = new Promise<void>((resolve) => (release = resolve));
      const tail = previous.then(() => done);
      this.tails.set(key, tail);
      releases.push(() => {
        release();
        if (this.tails.get(key) === tail) this.tails.delete(key);
      });
      await previous;
    }
    try {
      return await task();
    } finally {
      for (const release of releases) release();
    }
  }
}
