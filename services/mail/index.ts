import addressparser from 'nodemailer/lib/addressparser';
import type pg from 'pg';
import type { EventStore } from '../../events/index.js';
import type { Config } from '../../infra/config.js';
import type { Logger } from '../../infra/logger.js';
import type { OrderLinks } from '../../infra/order-links.js';
import type { Projection } from '../../projections/engine/projection.js';
import { mailHealth, type MailHealth } from './health.js';
import { mailQueue, type MailJob, type MailJobs, type RetryPolicy } from './outbox.js';
import { mailReactor } from './reactor.js';
import { MailSender } from './sender.js';
import { createMailTransport, type MailTransport } from './transport.js';

export { mailMigrations, mailQueue } from './outbox.js';
export { mailRoutes } from './routes.js';
export { previewOrderMail } from './preview.js';
export type { MailHealth } from './health.js';

export interface Mail {
  /** The reactor that queues messages; run it with the projections, never rebuild it. */
  readonly reactor: Projection;
  /** Where mail goes, for the start-up banner. */
  readonly description: string;
  /** Starts sending queued messages on this instance. */
  start(): Promise<void>;
  health(): Promise<MailHealth>;
  /** Gives every message that ran out of attempts one more; returns how many. */
  retryFailed(): Promise<number>;
}

/**
 * How many messages one instance sends at the same time. One at a time, a worker that looks for work every half
 * second sent about two a second, fewer than a busy hour's orders queue (two messages each). Each is an attempt of
 * its own and holds one of the store's connections while its mail server answers, so a quarter of the pool at most.
 */
function mailBatchSize(poolSize: number): number {
  return Math.max(1, Math.min(8, Math.floor(poolSize / 4)));
}

/** Order mail, and back-in-stock mail, through the transactional outbox (ADR 019): a reactor queues, a pg-boss worker sends. */
export function createMail(deps: {
  config: Config;
  pool: pg.Pool;
  store: EventStore;
  jobs: MailJobs;
  logger: Logger;
  /** Signs the confirmation link of each placed order's mail (with the session secret, infra/order-links.ts). */
  links: Pick<OrderLinks, 'sign'>;
  /** Replaces the SMTP or file transport the configuration names (tests). */
  transport?: MailTransport;
}): Mail {
  const { config, pool, store, jobs, logger, links } = deps;
  const retry: RetryPolicy = {
    limit: config.MAIL_RETRY_LIMIT,
    delaySeconds: config.MAIL_RETRY_DELAY_SECONDS,
    timeoutSeconds: config.MAIL_SEND_TIMEOUT_SECONDS,
  };
  const transport =
    deps.transport ??
    createMailTransport({ smtpUrl: config.SMTP_URL, dataDir: config.DATA_DIR, timeoutSeconds: config.MAIL_SEND_TIMEOUT_SECONDS });
  const sender = new MailSender({ store, pool, transport, from: config.MAIL_FROM, publicUrl: config.PUBLIC_URL, links, logger });
  return {
    reactor: mailReactor({ jobs, retry, domain: senderDomain(config.MAIL_FROM), alertTo: config.ORDER_ALERT_TO }),
    description: transport.description,
    start: async () => {
      await transport.prepare?.();
      await jobs.work<MailJob>(mailQueue, (job) => sender.send(job), {
        batchSize: mailBatchSize(config.DATABASE_POOL_SIZE),
        // One person's messages about an order go one after another, in the order of what caused them (placed,
        // confirmed, shipped); the shopper's and the staff's go at the same time.
        // A back-in-stock message is one of its kind: it waits for nothing.
        inTurn: {
          key: (job) => (job.kind === 'back-in-stock' ? job.messageId : `${job.orderId} ${job.to === 'shopper' ? 'shopper' : job.to.address}`),
          order: (job) => job.position,
        },
      });
    },
    health: () => mailHealth(pool, jobs),
    retryFailed: () => jobs.retryFailed(mailQueue),
  };
}

/** The sender address's domain: the right-hand side of every Message-ID the store makes. */
export function senderDomain(from: string): string {
  const [first] = addressparser(from, { flatten: true });
  const domain = first?.address.split('@')[1];
  if (!domain) throw new Error(`MAIL_FROM has no address: ${from}`);
  return domain.toLowerCase();
}
