import { randomUUID } from 'node:crypto';
import { pageKeys } from '../../events/content.js';
import { systemActor } from '../../events/index.js';
import { writePage } from '../../services/content/index.js';
import type { SeedDeps } from './demo-catalog.js';
import { demoPages } from './demo-pages-data.js';

const seedLock = 7_305_201;

/**
 * Writes the demo text of the footer's pages (About, Contact…) into a store that has never had any page, through
 * the admin's own command, as the system. Apart from the catalog's seed, so a store seeded before pages existed
 * gets them too; instances starting together take turns on an advisory lock.
 */
export async function seedDemoPages(deps: SeedDeps): Promise<number> {
  const lock = await deps.pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [seedLock]);
    const written = await lock.query<{ found: boolean }>(`select exists (select 1 from events where stream_type = 'page') as found`);
    if (written.rows[0]?.found) return 0;
    const metadata = { actor: systemActor, correlationId: `demo-pages-${randomUUID()}` };
    for (const key of pageKeys) {
      const { append } = await writePage(deps, key, demoPages[key], metadata);
      if (append) await deps.reads.waitFor(append.position, append.eventTypes);
    }
    deps.logger.info('demo pages written', { pages: pageKeys.length });
    return pageKeys.length;
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [seedLock]).catch(() => undefined);
    lock.release();
  }
}
