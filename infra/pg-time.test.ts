import { describe, expect, it } from 'vitest';
import { pgTimeText } from './pg-time.js';

describe('pgTimeText', () => {
  it('writes an instant as PostgreSQL writes a timestamptz in UTC', () => {
    expect(pgTimeText('2026-01-02T03:04:05.000Z')).toBe('2026-01-02T03:04:05+00:00');
    expect(pgTimeText('2026-01-02T03:04:05.120Z')).toBe('2026-01-02T03:04:05.12+00:00');
    expect(pgTimeText('2026-01-02T03:04:05.123Z')).toBe('2026-01-02T03:04:05.123+00:00');
    expect(pgTimeText('2026-01-02T07:04:05.1+04:00')).toBe('2026-01-02T03:04:05.1+00:00');
  });
});
