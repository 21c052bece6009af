import type pg from 'pg';

/**
 * Hands out order numbers from the `order_numbers` sequence, drawn a block at
 * a time: one statement per block instead of one per order. Numbers stay
 * unique across instances and increase within one; two instances interleave
 * blocks, and numbers left in a block when the process stops are never used
 * (numbers are labels, not a count: ADR 034).
 */
export class OrderNumbers {
  private readonly ready: number[] = [];
  private drawing: Promise<void> | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly blockSize = 20,
  ) {}

  async next(): Promise<number> {
    while (this.ready.length === 0) {
      this.drawing ??= this.draw().finally(() => (this.drawing = null));
      await this.drawing;
    }
    return this.ready.shift()!;
  }

  private async draw(): Promise<void> {
    const result = await this.pool.query<{ n: string | number }>(
      "select nextval('order_numbers') as n from generate_series(1, $1::int)",
      [this.blockSize],
    );
    this.ready.push(...result.rows.map((row) => Number(row.n)).sort((a, b) => a - b));
  }
}
