import { describe, expect, it } from 'vitest';
import { describeStartupFailure, StartupError } from './startup-error.js';

describe('a start-up failure', () => {
  it('is one sentence, whatever was thrown', () => {
    const embedded = { databaseUrl: false };
    expect(describeStartupFailure(new StartupError('port 3000 (HTTP) is already in use'), embedded)).toBe('port 3000 (HTTP) is already in use');
    for (const thrown of [undefined, null, new Error(''), {}, 'x'.slice(1)]) {
      const line = describeStartupFailure(thrown, embedded);
      expect(line).not.toMatch(/undefined|null|^$/);
      expect(line).not.toContain('\n');
    }
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(describeStartupFailure(refused, { databaseUrl: true })).toBe(
      'cannot use the PostgreSQL at DATABASE_URL: nothing accepts connections at its address (connect ECONNREFUSED 127.0.0.1:5432); ' +
        'check DATABASE_URL and that this PostgreSQL is running',
    );
  });
});
