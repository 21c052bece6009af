import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type pg from 'pg';
import type { Logger } from './logger.js';

/** What the store's gauges read when Prometheus scrapes: asked then, so a scrape shows the present. */
export interface MetricSources {
  /**
   * How far each projection's checkpoint is behind the head of the log, in events, and whether it is stopped at an
   * event it cannot apply (`failure` set, ADR 061).
   */
  projectionLag(): Promise<ReadonlyArray<{ readonly name: string; readonly lag: number; readonly failure?: unknown }>>;
  /** Admin dashboards connected to this instance over socket.io. */
  adminSockets(): number;
  /** This instance's database pools, by name. */
  pools(): Readonly<Record<string, pg.Pool>>;
}

export interface StoreMetrics {
  /** One answered (or abandoned) HTTP request; `route` is a pattern, never a raw URL, so the label set stays small. */
  observeRequest(method: string, route: string, status: string, seconds: number): void;
  /** The types of the events one append wrote, one entry per event. */
  countAppended(types: readonly string[]): void;
  /** Everything, in Prometheus' text format. */
  render(): Promise<string>;
  readonly contentType: string;
}

/** Request durations from well under a millisecond (cached reads) to the slow tail of writes. */
const durationBuckets = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let processRegistry: Registry | undefined;

/**
 * Node's own figures (CPU, memory, event loop delay, GC, handles) belong to the process, however many stores it
 * runs (tests run several), so they are collected once into a registry of their own.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export function createStoreMetrics(sources: MetricSources, logger: Logger): StoreMetrics {
  const registry = new Registry();
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: durationBuckets,
    registers: [registry],
  });
  const ordersPlaced = new Counter({
    name: 'store_orders_placed_total',
    help: 'Orders placed through this instance',
    registers: [registry],
  });
  const eventsAppended = new Counter({
    name: 'store_events_appended_total',
    help: 'Events this instance appended to the event log, by event type',
    labelNames: ['type'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'projection_lag_events',
    help: 'Events in the log that a projection has not applied yet',
    labelNames: ['projection'] as const,
    registers: [registry],
    async collect() {
      try {
        for (const { name, lag } of await sources.projectionLag()) this.set({ projection: name }, lag);
      } catch (error) {
        // The rest of the scrape is still worth having; the gauge keeps its last values.
        logger.warn('projection lag not read for metrics', { error });
      }
    },
  });
  new Gauge({
    name: 'projection_failed',
    help: 'Whether a projection is stopped at an event it cannot apply (1) or applies the log (0)',
    labelNames: ['projection'] as const,
    registers: [registry],
    async collect() {
      try {
        for (const { name, failure } of await sources.projectionLag()) this.set({ projection: name }, failure ? 1 : 0);
      } catch (error) {
        logger.warn('projection failures not read for metrics', { error });
      }
    },
  });
  new Gauge({
    name: 'store_live_admin_sockets',
    help: 'Admin dashboards connected to this instance over socket.io',
    registers: [registry],
    collect() {
      this.set(sources.adminSockets());
    },
  });
  const poolGauge = (name: string, help: string, read: (pool: pg.Pool) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['pool'] as const,
      registers: [registry],
      collect() {
        for (const [pool, value] of Object.entries(sources.pools())) this.set({ pool }, read(value));
      },
    });
  poolGauge('store_db_pool_connections', 'Open connections of a database pool', (pool) => pool.totalCount);
  poolGauge('store_db_pool_idle_connections', 'Open connections of a database pool that nobody is using', (pool) => pool.idleCount);
  poolGauge('store_db_pool_waiting_requests', 'Requests for a connection of a database pool waiting for one to free up', (pool) => pool.waitingCount);

  return {
    observeRequest(method, route, status, seconds) {
      requests.observe({ method, route, status }, seconds);
    },
    countAppended(types) {
      for (const type of types) {
        eventsAppended.inc({ type });
        if (type === 'OrderPlaced') ordersPlaced.inc();
      }
    },
    async render() {
      const [own, node] = await Promise.all([registry.metrics(), processMetrics().metrics()]);
      return `${own}\n${node}`;
    },
    contentType: registry.contentType,
  };
}
