import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalBytes, genesis, nextLink, type CanonicalRow } from './chain.js';

const row: CanonicalRow = [
  '1',
  'order-5',
  'order',
  '1',
  'OrderPlaced',
  '1',
  '{"a": 1}',
  '{"actor": {"id": "system", "role": "system"}}',
  '2026-01-01T19:00:00.123456Z',
];

describe('the seal chain', () => {
  it('links as the ADR writes it down, so an auditor can recompute a link with sha256sum', () => {
    // (head -c 32 /dev/zero; printf '1\0order-5\0order\0001\0OrderPlaced\0001\0{"a": 1}\0{"actor": ...}\0002026-...') | sha256sum
    expect(nextLink(genesis, row).toString('hex')).toBe('05d84e6041c5130af2fab521f10ce7fdb95e6ccbd68500c50b041b8a7b400138');
  });

  it('tells fields apart: text moved from one field to the next changes the bytes', () => {
    const moved: CanonicalRow = [...row];
    moved[1] = 'order-';
    moved[2] = '5order';
    expect(canonicalBytes(moved).equals(canonicalBytes(row))).toBe(false);
  });

  it('depends on the link before it', () => {
    const other = createHash('sha256').update('another history').digest();
    expect(nextLink(other, row).equals(nextLink(genesis, row))).toBe(false);
  });
});
