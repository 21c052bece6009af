import type pg from 'pg';
import type { EventStore } from '../../events/index.js';
import type { OrderLinks } from '../../infra/order-links.js';
import { mailFor } from './reactor.js';
import { composeMail } from './sender.js';
import { rfc822 } from './transport.js';

/**
 * The confirmation of order number `orderNumber` exactly as the store sends it (same Message-ID, same parts; only
 * the Date header is now), as RFC 822 text; null when no such order is in the log.
 */
export async function previewOrderMail(
  deps: { store: EventStore; pool: pg.Pool; from: string; publicUrl: string; domain: string; links: Pick<OrderLinks, 'sign'> },
  orderNumber: number,
): Promise<string | null> {
  const found = await deps.pool.query<{ stream_id: string }>(
    `select stream_id from events where type = 'OrderPlaced' and (data->>'orderNumber')::int = $1 limit 1`,
    [orderNumber],
  );
  const streamId = found.rows[0]?.stream_id;
  if (!streamId) return null;
  const placed = (await deps.store.readStream(streamId)).find((event) => event.type === 'OrderPlaced')!;
  const [confirmation] = mailFor(placed, [], deps.domain);
  return (await rfc822(await composeMail(deps, confirmation!))).toString('utf8');
}
