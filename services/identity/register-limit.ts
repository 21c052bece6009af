import type { Queryable } from '../../events/index.js';
import { countAttempt } from './auth-limits.js';

const hourSeconds = 60 * 60;

/**
 * Registrations per client address and hour: each one costs an argon2 hash (19 MiB, tens of milliseconds), so a
 * client could otherwise keep the store's CPU and memory busy with them. Counted before the hash is made; answers
 * how long to wait when the limit is reached, else null.
 */
export async function countRegistration(db: Queryable, client: string, perHour: number): Promise<number | null> {
  const { attempts, retryAfterSeconds } = await countAttempt(db, `register:${client}`, hourSeconds);
  return attempts <= perHour ? null : retryAfterSeconds;
}
