import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const refusal = (env: Record<string, string>) => {
  try {
    loadConfig({ NODE_ENV: 'test', ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error(`${JSON.stringify(env)} was accepted`);
};

const wholeNumbers = {
  DATABASE_POOL_SIZE: [2, 500],
  REGISTER_LIMIT_PER_HOUR: [1, 1_000_000],
  READ_POSITION_WAIT_MS: [0, 60_000],
  ORDER_MAX_UNITS_PER_LINE: [1, 1_000_000],
  ORDER_MAX_UNITS: [1, 100_000_000],
  ORDER_MAX_PER_HOUR: [1, 1_000_000],
  MAIL_RETRY_LIMIT: [0, 50],
  MAIL_RETRY_DELAY_SECONDS: [1, 3600],
  MAIL_SEND_TIMEOUT_SECONDS: [2, 600],
} as const;

describe('a numeric setting the store refuses', () => {
  it.each(['PORT', 'EMBEDDED_PG_PORT'])('%s: named as a port number, whether a word, a fraction or out of range', (variable) => {
    for (const value of ['abc', '80.5', '65536', '-1']) {
      expect(refusal({ [variable]: value }), value).toBe(`Invalid configuration:\n  ${variable} must be a port number (1-65535)`);
    }
  });

  it.each(Object.entries(wholeNumbers))('%s: named with the whole numbers it takes', (variable, [min, max]) => {
    for (const value of ['abc', `${min}.5`, String(min - 1), String(max + 1)]) {
      expect(refusal({ [variable]: value }), value).toBe(
        `Invalid configuration:\n  ${variable} must be a whole number from ${min} to ${max}`,
      );
    }
    expect((loadConfig({ NODE_ENV: 'test', [variable]: String(max) }) as unknown as Record<string, number>)[variable]).toBe(max);
  });

  it('lists every bad setting, each in its own words', () => {
    const message = refusal({ PORT: 'abc', SEED_DEMO: 'yes', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://host/db' });
    expect(message.split('\n').slice(1).sort()).toEqual([
      '  DATABASE_URL must be a postgres:// or postgresql:// URL',
      '  LOG_LEVEL must be debug, info, warn, error or silent',
      '  PORT must be a port number (1-65535)',
      '  SEED_DEMO must be 1 or 0 (or true or false)',
    ]);
    expect(message).not.toMatch(/NaN|expected|Invalid input/);
  });
});
