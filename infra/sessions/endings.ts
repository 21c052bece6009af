import pg from 'pg';
import type { Logger } from '../logger.js';
import { parseSessionEnding, sessionEndingsChannel, type SessionEnding } from './table.js';

export interface EndingsListener {
  close(): Promise<void>;
}

/**
 * Listens, on a connection of its own, for sessions ended on any instance. `onHearing(true)` once listening,
 * `onHearing(false)` as soon as the connection is lost (endings may then be missed until it is back, so callers
 * must not trust what they remember); it reconnects by itself.
 */
export function listenForEndings(options: {
  databaseUrl: string;
  logger: Logger;
  onEnding: (ending: SessionEnding) => void;
  onHearing: (hearing: boolean) => void;
  retryMs?: number;
}): EndingsListener {
  const retryMs = options.retryMs ?? 1000;
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString: options.databaseUrl, application_name: 'store-sessions' });
    let lostAlready = false;
    const lost = (error?: Error) => {
      if (lostAlready) return;
      lostAlready = true;
      if (client === next) {
        client = null;
        options.onHearing(false);
        if (!closed) options.logger.warn('session endings connection lost', { error });
      }
      next.end().catch(() => undefined);
      if (!closed && !retry) {
        retry = setTimeout(() => {
          retry = undefined;
          void connect();
        }, retryMs);
        retry.unref();
      }
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.channel !== sessionEndingsChannel) return;
      const ending = parseSessionEnding(message.payload);
      if (ending) options.onEnding(ending);
    });
    try {
      await next.connect();
      await next.query(`listen ${sessionEndingsChannel}`);
    } catch (error) {
      options.logger.warn('session endings connection failed', { error });
      lost(error as Error);
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    options.onHearing(true);
  };

  const started = connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await started;
      const current = client;
      client = null;
      options.onHearing(false);
      await current?.end().catch(() => undefined);
    },
  };
}
