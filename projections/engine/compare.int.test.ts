import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/database.js';
import { countDifferences } from './compare.js';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(`create schema compared`);
});
afterAll(async () => {
  await db.drop();
});

/** Two tables of the rows given (as SQL values lists), with the column types a read model uses. */
async function tables(live: string, rebuilt: string): Promise<void> {
  for (const [name, rows] of [['live', live], ['rebuilt', rebuilt]] as const) {
    await db.pool.query(`drop table if exists compared.${name}`);
    await db.pool.query(
      `create table compared.${name} (id uuid, n integer, price numeric(10,2), note text, at timestamptz, data jsonb)`,
    );
    if (rows) await db.pool.query(`insert into compared.${name} values ${rows}`);
  }
}

const a = `('00000000-0000-4000-8000-000000000001', 1, 10.50, 'a', '2026-01-01T10:00:00Z', '{"x": 1}')`;
const b = `('00000000-0000-4000-8000-000000000002', 2, 3.00, null, '2026-01-02T10:00:00Z', null)`;
const c = `('00000000-0000-4000-8000-000000000003', 3, 0.10, 'c', null, '[1, 2]')`;
const differences = () => countDifferences(db.pool, 'compared.live', 'compared.rebuilt');

describe('comparing a rebuilt table with the live one', () => {
  it('finds none between tables holding the same rows in any order, nulls included', async () => {
    await tables(`${a}, ${b}, ${c}`, `${c}, ${a}, ${b}`);
    expect(await differences()).toBe(0);
    await tables('', '');
    expect(await differences()).toBe(0);
  });

  it('counts each row missing or extra, also when the row counts are equal', async () => {
    await tables(`${a}, ${b}`, `${a}, ${c}`);
    expect(await differences()).toBe(2);
    await tables(`${a}, ${b}, ${c}`, `${a}, ${b}`);
    expect(await differences()).toBe(1);
    await tables('', `${a}`);
    expect(await differences()).toBe(1);
    await tables(`${a}, ${a}, ${b}`, '');
    expect(await differences()).toBe(3);
  });

  it('tells tables apart by how often a row occurs, and by a single changed value', async () => {
    await tables(`${a}, ${a}, ${b}`, `${a}, ${b}, ${b}`);
    expect(await differences()).toBe(2);
    await tables(`${a}, ${b}`, `${a}, ${b.replace('3.00', '3.01')}`);
    expect(await differences()).toBe(2);
    await tables(`${a}`, `${a.replace('{"x": 1}', '{"x": 2}')}`);
    expect(await differences()).toBe(2);
  });
});
