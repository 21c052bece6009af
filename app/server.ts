import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventStore, PersonalDataVault, storeCatalogue } from '../events/index.js';
import { userStreamId } from '../events/identity.js';
import { allProjections, ProjectionRunner } from '../projections/index.js';
import { auditSealReactor, sealPersonalDataOfLog } from '../services/audit/index.js';
import { catalogFirstViews } from '../services/catalog/index.js';
import { contentFirstViews } from '../services/content/index.js';
import { personalDataRetentionJob, personalDataRetentionQueue, sweepAuthLimits } from '../services/identity/index.js';
import { createMail, mailQueue, mailRoutes } from '../services/mail/index.js';
import {
  lowStockQueue,
  lowStockReactor,
  recordLowStockNotice,
  countCodFromLog,
  unconfirmedOrdersJob,
  unconfirmedOrdersQueue,
  type LowStockJob,
} from '../services/orders/index.js';
import { requestReviews, reviewRequestsQueue, reviewRequestsReactor, type ReviewRequestJob } from '../services/reviews/index.js';
import { fireStockAlerts, stockAlertsQueue, stockAlertsReactor, type StockAlertJob } from '../services/stock-alerts/index.js';
import { ensureAdmin } from './bootstrap.js';
import { loadDataKey } from '../infra/data-key.js';
import type { Config } from '../infra/config.js';
import { createPool } from '../infra/db.js';
import { startJobs } from '../infra/jobs.js';
import { startLive, type Live } from './live.js';
import { startEmbeddedPostgres } from '../infra/embedded-postgres.js';
import { adminHealthRoutes } from './http/admin-health.js';
import { answerClientError, createApp } from '../infra/http/app.js';
import { SessionPositions } from '../infra/http/log-position.js';
import { openApiRoutes } from '../infra/http/openapi.js';
import { bindRoutes, mountRoutes } from '../infra/http/routes.js';
import { apiOperations, storeModules } from './api-operations.js';
import { withFastReads } from '../infra/http/public-reads/fast-path.js';
import type { ModuleContext } from '../infra/http/context.js';
import { metricsRoute } from '../infra/http/metrics-route.js';
import { readinessCheck, readinessRoutes } from './http/readiness.js';
import { observeRequests } from '../infra/http/request-log.js';
import { loadJwtSecret } from '../infra/http/session.js';
import { shopperWriteLimits, sweepWriteLimits } from '../infra/http/write-limits.js';
import type { Logger } from '../infra/logger.js';
import { mediaRoutes } from '../infra/media/index.js';
import { orderLinks } from '../infra/order-links.js';
import { createStoreMetrics } from '../infra/metrics.js';
import { migrate } from '../infra/migrate.js';
import { ensurePortAvailable, listenFailure, type PortSetting } from '../infra/ports.js';
import { storeMigrations } from './schema.js';
import { seedDemoCatalog } from './seed/demo-catalog.js';
import { seedDemoPages } from './seed/demo-pages.js';
import { createSessions, sweepSessions } from '../infra/sessions/index.js';
import { shutdownAwareLogger } from '../infra/shutdown-logger.js';

export interface RunningStore {
  readonly url: string;
  readonly port: number;
  readonly databaseUrl: string;
  readonly embeddedDatabase: boolean;
  /** Where mail goes (the start-up banner's line). */
  readonly mail: string;
  stop(): Promise<void>;
}

/** Wires the whole store: database, schema, projections, first-start data and HTTP. */
export async function startStore(config: Config, baseLogger: Logger): Promise<RunningStore> {
  // Checked first, so a busy port stops start-up before anything has started.
  const httpPort: PortSetting = { port: config.PORT, host: config.HOST, variable: 'PORT', purpose: 'HTTP' };
  await ensurePortAvailable(httpPort);
  const shutdown = shutdownAwareLogger(baseLogger);
  const logger = shutdown.logger;
  const database = config.DATABASE_URL
    ? { url: config.DATABASE_URL, stop: async () => undefined }
    : await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_PG_PORT, database: 'store', logger });
  const stops: Array<() => Promise<void>> = [() => database.stop()];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch((error) => logger.error('shutdown step failed', { error }));
  };

  try {
    const pool = createPool(database.url, { max: config.DATABASE_POOL_SIZE, logger });
    stops.push(() => pool.end());
    await migrate(pool, storeMigrations);

    const vault = new PersonalDataVault(pool, await loadDataKey(config));
    const store = new EventStore(pool, storeCatalogue, vault);
    // Before anything reads the log: a log written before personal data was sealed is sealed now, once (ADR 068).
    await sealPersonalDataOfLog({ pool, store, logger });
    const unfinishedErasures = await vault.destroyErasedKeys();
    if (unfinishedErasures > 0) logger.warn('finished erasures whose keys were still there', { count: unfinishedErasures });
    const jobs = await startJobs({
      databaseUrl: database.url,
      queues: [lowStockQueue, mailQueue, unconfirmedOrdersQueue, stockAlertsQueue, personalDataRetentionQueue, reviewRequestsQueue],
      logger,
      // A message an instance was sending when it died is tried again within about twice its time limit.
      maintenanceIntervalSeconds: Math.min(120, config.MAIL_SEND_TIMEOUT_SECONDS),
    });
    stops.push(() => jobs.stop());
    // The session secret also signs the order links the order mail carries (infra/order-links.ts).
    const jwtSecret = await loadJwtSecret(config);
    const links = orderLinks(jwtSecret);
    const mail = createMail({ config, pool, store, jobs, logger, links });
    let live: Live | undefined;
    // Projections get connections of their own, so request traffic can never queue them (and with them every
    // write's response, which waits for them). Read models are derived: a batch lost in a crash is lost with its
    // checkpoint and applied again, so their commits need not wait for the disk, and short transactions keep the
    // horizon below which every projection may read the log moving.
    const projectionPool = createPool(database.url, {
      max: 8,
      logger,
      applicationName: 'store-projections',
      asynchronousCommit: true,
    });
    stops.push(() => projectionPool.end());
    const runner = new ProjectionRunner(
      projectionPool,
      store,
      [
        ...allProjections,
        lowStockReactor((client, queue, job) => jobs.sendInTransaction(client, queue, job)),
        auditSealReactor,
        mail.reactor,
        stockAlertsReactor(jobs),
        reviewRequestsReactor(jobs, { delaySeconds: config.REVIEW_REQUEST_DELAY_SECONDS }),
      ],
      database.url,
      { logger, lead: config.RUN_PROJECTIONS, onApplied: (projection, events) => live?.publish(projection, events) },
    );
    const pools = { store: pool, projections: projectionPool };
    const metrics = createStoreMetrics(
      {
        projectionLag: () => runner.lag(),
        adminSockets: () => live?.adminSockets() ?? 0,
        pools: () => (live ? { ...pools, live: live.pool } : pools),
      },
      logger,
    );
    store.onAppended((_append, eventTypes) => metrics.countAppended(eventTypes));
    await runner.start();
    stops.push(() => runner.stop());
    await jobs.work<LowStockJob>(lowStockQueue, (job) => recordLowStockNotice(store, pool, job));
    await mail.start();
    // Back-in-stock alerts fired when their variant is on sale again (ADR 060).
    await jobs.work<StockAlertJob>(stockAlertsQueue, async (job) => void (await fireStockAlerts(store, job)));
    // Some days after a delivery (REVIEW_REQUEST_DELAY_SECONDS), she is asked to review what she received.
    await jobs.work<ReviewRequestJob>(reviewRequestsQueue, async (job) => void (await requestReviews({ store, pool }, job)));
    // Placed orders nobody confirmed in time (setting unconfirmedCancelHours) are cancelled by the store, once a minute.
    const unconfirmed = unconfirmedOrdersJob({ store, pool, logger });
    await jobs.work(unconfirmed.queue, unconfirmed.run);
    await jobs.schedule(unconfirmed.queue, unconfirmed.schedule);
    // Customers with no order and no sign-in for personalDataRetentionYears are erased by the store, once a day.
    const retention = personalDataRetentionJob({ store, pool, logger });
    await jobs.work(retention.queue, retention.run);
    await jobs.schedule(retention.queue, retention.schedule);
    // Expired sessions, spent sign-in counts and whole write budgets, hourly. Deleting what has expired is harmless
    // to repeat, so every instance does it on its own.
    const sweep = setInterval(() => {
      Promise.all([sweepSessions(pool), sweepAuthLimits(pool), sweepWriteLimits(pool)]).catch((error) => logger.warn('sweep failed', { error }));
    }, 60 * 60 * 1000);
    sweep.unref();
    stops.push(async () => clearInterval(sweep));

    await ensureAdmin({ config, pool, store, reads: runner, logger });
    // Deliveries and refusals from before the store counted them, counted once (ADR 059).
    await countCodFromLog({ store, pool, logger });
    if (config.SEED_DEMO) {
      await seedDemoCatalog({ pool, store, reads: runner, logger });
      await seedDemoPages({ pool, store, reads: runner, logger });
    }

    const sessions = createSessions({
      pool,
      databaseUrl: database.url,
      secret: jwtSecret,
      secure: config.NODE_ENV === 'production',
      logger,
      // A session opened with a registration on another instance: its user is read once the users read model has
      // applied the registration (ADR 041's wait, from where the account's stream starts).
      awaitAccount: async (userId) => {
        const registered = await store.streamStart(userStreamId(userId));
        return registered !== null && (await runner.waitToRead(registered, ['users'], config.READ_POSITION_WAIT_MS));
      },
    });
    stops.push(() => sessions.close());
    const context: ModuleContext = { config, pool, store, reads: runner, sessions, logger, links };
    // Every route of the API from its definition (each module's, then the store's own), each handler made once; the
    // shop's cached GETs among them are answered by the fast path before Express, and by Express what it hands on.
    const routes = mountRoutes([
      ...storeModules.flatMap((module) => bindRoutes(module.routes, context)),
      ...bindRoutes(mediaRoutes, pool),
      ...bindRoutes(mailRoutes, mail),
      ...bindRoutes(adminHealthRoutes, { runner, sections: { mail: () => mail.health() } }),
      ...bindRoutes(
        readinessRoutes,
        readinessCheck({ pool, migrations: storeMigrations, stopping: shutdown.stopping, failedProjections: () => runner.failures() }),
      ),
      ...bindRoutes(openApiRoutes, () => apiOperations),
    ]);
    const publicReads = routes.publicReads;
    const app = createApp({
      logger,
      trustProxy: config.TRUST_PROXY,
      allowedOrigins: config.ALLOWED_ORIGINS,
      sessionMiddleware: sessions.middleware,
      sessionOf: sessions.fromCookie,
      publicRouters: [routes.publicRouter],
      apiRouters: [routes.router],
      largeBodyRoutes: routes.largeBodyRoutes,
      webRoot: config.WEB_DIR,
      firstViews: { ...catalogFirstViews(context), ...contentFirstViews(context) },
      metrics: metricsRoute(config.METRICS_TOKEN, metrics),
      shopperWriteLimits: shopperWriteLimits(pool, config.WRITE_LIMITS),
      readPositions: {
        reads: runner,
        positions: new SessionPositions(),
        timeoutMs: config.READ_POSITION_WAIT_MS,
        logger,
        streamOnlyWrites: routes.streamOnlyWrites,
      },
    });

    const fastReads = withFastReads(app, publicReads, { reads: runner, timeoutMs: config.READ_POSITION_WAIT_MS, logger });
    const server = createServer(observeRequests(fastReads, { logger, metrics, trustProxy: config.TRUST_PROXY }));
    server.on('clientError', answerClientError);
    // A client may close its sending side once the request is out (HTTP allows it; raw-socket tools do). By default
    // Node then drops a request whose answer is not written yet, which every router a request passes through (each
    // defers to the next with setImmediate) makes likelier; with this Node's own switch the answer is sent, then the
    // socket closed.
    (server as unknown as { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
    // Listening before socket.io attaches: a failed listen then leaves nothing of it to unwind.
    await new Promise<void>((resolve, reject) => {
      server.once('error', (error) => listenFailure(error, httpPort).then(reject));
      server.listen(config.PORT, config.HOST, resolve);
    });
    live = startLive({
      server,
      databaseUrl: database.url,
      sessions,
      allowedOrigins: config.ALLOWED_ORIGINS,
      trustProxy: config.TRUST_PROXY,
      logger,
      publishers: (db) => storeModules.flatMap((module) => module.livePublishers?.(db) ?? []),
    });
    const liveServer = live;
    stops.push(() => liveServer.close());
    const port = (server.address() as AddressInfo).port;
    return {
      url: `http://localhost:${port}`,
      port,
      databaseUrl: database.url,
      embeddedDatabase: !config.DATABASE_URL,
      mail: mail.description,
      // Readiness answers 503 from here on, while HTTP closes and in-flight requests finish.
      stop: () => (shutdown.beginShutdown(), stopAll()),
    };
  } catch (error) {
    shutdown.beginShutdown();
    await stopAll();
    throw error;
  }
}
