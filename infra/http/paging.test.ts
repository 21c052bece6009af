import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors.js';
import { encodeCursor, everyPage, keysetPage, nextPageLink, pageRequest } from './paging.js';

const key = z.tuple([z.string(), z.number()]);

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('pageRequest', () => {
  it('takes the default limit and the first page when neither is given', () => {
    expect(pageRequest({}, key, { default: 24, max: 60 })).toEqual({ limit: 24, after: null });
  });

  it('reads back the position a cursor was made from', () => {
    const cursor = encodeCursor(['2026-11-23T10:00:00.000Z', 42]);
    expect(pageRequest({ limit: '10', cursor }, key)).toEqual({ limit: 10, after: ['2026-11-23T10:00:00.000Z', 42] });
  });

  it.each(['0', '101', '-1', '2.5', 'ten', '99999'])('refuses limit=%s with the maximum to show', (limit) => {
    const error = refusal(() => pageRequest({ limit }, key));
    expect([error.status, error.code, error.params]).toEqual([400, 'invalid_limit', { max: 100 }]);
  });

  it('refuses a repeated limit rather than picking one', () => {
    expect(refusal(() => pageRequest({ limit: ['5', '6'] }, key)).code).toBe('invalid_limit');
  });

  it.each([
    ['not base64 JSON', 'not-a-cursor'],
    ['another shape', encodeCursor([1, 'x'])],
    ['a longer key', encodeCursor(['a', 1, 2])],
    ['an object', Buffer.from('{"a":1}').toString('base64url')],
  ])('refuses a cursor that is %s', (_name, cursor) => {
    const error = refusal(() => pageRequest({ cursor }, key));
    expect([error.status, error.code]).toEqual([400, 'invalid_cursor']);
  });
});

describe('keysetPage', () => {
  const rows = [{ id: 1 }, { id: 2 }, { id: 3 }];

  it('says where the next page starts when an extra row was fetched', () => {
    expect(keysetPage(rows, 2, 7, (row) => [row.id])).toEqual({ rows: rows.slice(0, 2), total: 7, next: [2] });
  });

  it('has no next page when no extra row came', () => {
    expect(keysetPage(rows, 3, 3, (row) => [row.id])).toEqual({ rows, total: 3, next: null });
  });
});

describe('nextPageLink', () => {
  it('keeps the path and filters and replaces the cursor', () => {
    const req = { originalUrl: `/api/products?q=%D8%B9%D8%A8%D8%A7%D9%8A%D8%A9&limit=24&cursor=${encodeCursor(['a', 1])}` };
    const link = nextPageLink(req as Request, ['b', 2]);
    const url = new URL(link, 'http://x');
    expect(url.pathname).toBe('/api/products');
    expect(url.searchParams.get('q')).toBe('عباية');
    expect(url.searchParams.get('limit')).toBe('24');
    expect(url.searchParams.getAll('cursor')).toEqual([encodeCursor(['b', 2])]);
  });
});

describe('everyPage', () => {
  const rows = Array.from({ length: 12 }, (_, n) => ({ id: n }));
  /** A keyset read over the rows: `limit` of them after the key. */
  const read = (asked: number[]) => async (after: number | null, limit: number) => {
    asked.push(after ?? -1);
    return rows.filter((row) => after === null || row.id > after).slice(0, limit);
  };

  it('reads page after page from the last row read, to the end, each row once', async () => {
    const asked: number[] = [];
    expect(await everyPage(read(asked), (row) => row.id, 5)).toEqual(rows);
    expect(asked).toEqual([-1, 4, 9]);
  });

  it('reads once more after a full last page, and stops at the empty one', async () => {
    const asked: number[] = [];
    expect(await everyPage(read(asked), (row) => row.id, 4)).toEqual(rows);
    expect(asked).toEqual([-1, 3, 7, 11]);
  });
});
