import type { Queryable } from '../../events/index.js';

/**
 * Rows that differ between two tables of the same columns, as a multiset: 0 when they hold the same rows.
 *
 * Equal tables are the rule, and proving it with EXCEPT ALL hashes every row of both sides into a table in memory,
 * twice over: for orders that was most of the time spent finishing. So each side is first summed up in one scan, as
 * its row count and two sums of 64-bit row hashes (`hash_record_extended`, the per-column hash functions the hash
 * joins use, with two seeds). Tables with the same rows always give the same figures; tables that differ give the
 * same figures only if their hashes collide twice over, which real data does not do. When the figures differ, the
 * rows that differ are counted exactly, as before. Generated columns are left out of both (`comparedColumns`).
 */
export async function countDifferences(client: Queryable, live: string, rebuilt: string): Promise<number> {
  const columns = await comparedColumns(client, live);
  const rowOf = (alias: string) => `row(${columns.map((column) => `${alias}.${column}`).join(', ')})`;
  const fingerprint = (table: string) =>
    `(select count(*) as n, sum(hash_record_extended(${rowOf('t')}, 0)) as h0, sum(hash_record_extended(${rowOf('t')}, 1)) as h1
      from ${table} as t)`;
  const summed = await client.query<{ same: boolean; live: number; rebuilt: number }>(
    `select l.n as live, r.n as rebuilt, (l.n, l.h0, l.h1) is not distinct from (r.n, r.h0, r.h1) as same
     from ${fingerprint(live)} as l, ${fingerprint(rebuilt)} as r`,
  );
  const { same, live: liveRows, rebuilt: rebuiltRows } = summed.rows[0]!;
  if (same) return 0;
  // Against an empty table (a read model rebuilt for the first time), every row of the other one differs.
  if (Number(liveRows) === 0 || Number(rebuiltRows) === 0) return Number(liveRows) + Number(rebuiltRows);
  const rows = (table: string) => `select ${columns.join(', ')} from ${table}`;
  const result = await client.query<{ count: number }>(
    `select (select count(*) from (${rows(live)} except all ${rows(rebuilt)}) as missing)
          + (select count(*) from (${rows(rebuilt)} except all ${rows(live)}) as extra) as count`,
  );
  return Number(result.rows[0]?.count ?? 0);
}

/**
 * The columns compared: all but the generated ones, which follow from the others in the same row (and may be of a
 * type with no 64-bit hash, such as a search document's tsvector).
 */
async function comparedColumns(client: Queryable, table: string): Promise<string[]> {
  const result = await client.query<{ name: string }>(
    `select quote_ident(attname) as name from pg_attribute
     where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
     order by attnum`,
    [table],
  );
  return result.rows.map((row) => row.name);
}
