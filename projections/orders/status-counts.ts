import type { PoolClient } from 'pg';

/**
 * How many orders are in each state, kept in `order_status_counts` by every write of the orders read model in the
 * same transaction (and filled in one statement when a rebuild fills the orders inside the database), so the back
 * office's list shows the exact total of a state, or of all of them, without counting rows. A state no order is in
 * has no row: the table always equals `select status, count(*) from orders group by status`.
 */
export class StatusMoves {
  private readonly byStatus = new Map<string, number>();

  /** `orders` orders entered `status` (a negative number: left it). */
  add(status: string, orders: number): void {
    this.byStatus.set(status, (this.byStatus.get(status) ?? 0) + orders);
  }

  /** The moves written into the counts: the ones that change a count, added to it, the states left empty removed. */
  async write(client: PoolClient): Promise<void> {
    const moves = [...this.byStatus].filter(([, orders]) => orders !== 0).map(([status, orders]) => ({ status, orders }));
    if (moves.length === 0) return;
    // Not an upsert: its proposed row (a move out of a state, negative) would fail the counts' check before the
    // conflict is found. A state with no row yet gets one; a move out of such a state fails the check, as it should.
    await client.query(
      `with m as (
         select status, orders from json_to_recordset($1::json) as m(status text, orders int)
       ), counted as (
         update order_status_counts c set orders = c.orders + m.orders from m where c.status = m.status returning c.status
       )
       insert into order_status_counts (status, orders)
       select status, orders from m where status not in (select status from counted)`,
      [JSON.stringify(moves)],
    );
    if (moves.some((move) => move.orders < 0)) await client.query('delete from order_status_counts where orders = 0');
  }
}

/** The counts of the orders the table holds (after a rebuild filled it inside the database). */
export async function countStatusesFromRows(client: PoolClient): Promise<void> {
  await client.query('delete from order_status_counts');
  await client.query('insert into order_status_counts (status, orders) select status, count(*) from orders group by status');
}
