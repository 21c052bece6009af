import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { Refusal, systemActor, type EventStore } from '../events/index.js';
import { findUserByEmail } from '../projections/users/index.js';
import { registerUser } from '../services/identity/index.js';
import type { Config } from '../infra/config.js';
import type { ReadYourWrites } from '../infra/http/context.js';
import type { Logger } from '../infra/logger.js';

/** Creates the configured admin account on first start. An existing account of that email is left as it is. */
export async function ensureAdmin(
  deps: { config: Config; pool: pg.Pool; store: EventStore; reads: ReadYourWrites; logger: Logger },
): Promise<void> {
  const { config, pool, store, reads, logger } = deps;
  const existing = await findUserByEmail(pool, config.ADMIN_EMAIL);
  if (existing) {
    if (existing.role !== 'admin') logger.warn('ADMIN_EMAIL belongs to a customer account', { email: config.ADMIN_EMAIL });
    return;
  }
  try {
    const { append } = await registerUser(
      store,
      { name: 'Store admin', email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD, role: 'admin' },
      { actor: systemActor, correlationId: `bootstrap-${randomUUID()}` },
    );
    await reads.waitFor(append.position, append.eventTypes, 30_000);
    logger.info('admin account created', { email: config.ADMIN_EMAIL });
  } catch (error) {
    // Another instance starting at the same moment created it.
    if (!(error instanceof Refusal && error.meaning === 'conflict')) throw error;
  }
}
