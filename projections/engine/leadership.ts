import pg from 'pg';
import type { Logger } from '../../infra/logger.js';

const lockNamespace = 7_305_113;
/** Names each instance's control connection, so an instance can tell whether any other one is listening. */
const controlName = 'store-projection-control';

export interface LeadershipOptions {
  readonly connectionString: string;
  /** The projections to lead. */
  readonly names: readonly string[];
  /** Channels the control connection listens on. */
  readonly channels: readonly string[];
  /** False: never lead, only listen. */
  readonly lead: boolean;
  readonly logger: Logger;
  /** This instance now leads `name`. */
  readonly gained: (name: string) => void;
  /** This instance no longer leads `name` (its lock or the connection holding it was lost). */
  readonly lost: (name: string) => void;
  readonly notified: (channel: string, payload: string | undefined) => void;
}

/**
 * Which projections this instance leads. One dedicated connection per instance listens for notifications and
 * holds a session advisory lock per projection it leads, so each projection runs on exactly one instance; when
 * that connection (or its process) dies the locks go with it and another instance takes them at its next
 * `check`. Each check also re-reads which locks the session still holds: a lock believed held must be held.
 */
export class Leadership {
  private control: pg.Client | null = null;
  private connecting = false;
  private stopped = false;
  private readonly led = new Set<string>();
  private others = true;

  constructor(private readonly options: LeadershipOptions) {}

  get connected(): boolean {
    return this.control !== null;
  }

  leads(name: string): boolean {
    return this.led.has(name);
  }

  leading(): readonly string[] {
    return [...this.led];
  }

  /** Whether another instance's control connection was seen at the last check (true when unknown). */
  get othersListening(): boolean {
    return this.others;
  }

  /** Opens the control connection and listens; false when it could not (a later call tries again). */
  async connect(): Promise<boolean> {
    if (this.stopped || this.control || this.connecting) return false;
    this.connecting = true;
    const { logger } = this.options;
    const client = new pg.Client({ connectionString: this.options.connectionString, application_name: controlName });
    client.on('error', (error) => this.dropped(client, error));
    client.on('end', () => this.dropped(client));
    client.on('notification', (message) => this.options.notified(message.channel, message.payload));
    try {
      await client.connect();
      for (const channel of this.options.channels) await client.query(`listen ${channel}`);
    } catch (error) {
      logger.warn('projection control connection failed', { error });
      await client.end().catch(() => undefined);
      return false;
    } finally {
      this.connecting = false;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return false;
    }
    this.control = client;
    return true;
  }

  /** Looks for other instances, takes the locks free to take and drops the ones no longer held. */
  async check(): Promise<void> {
    const control = this.control;
    if (this.stopped || !control) return;
    const { logger } = this.options;
    try {
      // Notifications serve other instances only: with none listening, none are sent (a starting instance is
      // seen within a check, and until then polls).
      const others = await control.query<{ others: boolean }>(
        `select exists (select 1 from pg_stat_activity where application_name = $1 and datname = current_database()
           and pid <> pg_backend_pid()) as others`,
        [controlName],
      );
      this.others = others.rows[0]?.others ?? true;
    } catch (error) {
      this.others = true;
      logger.debug('looking for other instances failed', { error });
    }
    if (!this.options.lead) return;
    try {
      for (const name of this.options.names) {
        if (this.led.has(name)) continue;
        const result = await control.query<{ locked: boolean }>(
          'select pg_try_advisory_lock($1, hashtext($2)) as locked',
          [lockNamespace, name],
        );
        if (result.rows[0]?.locked && control === this.control) {
          this.led.add(name);
          logger.info('leading projection', { projection: name });
          this.options.gained(name);
        }
      }
      // Re-check: a lock we think we hold must still be held by this session.
      if (this.led.size > 0) {
        const held = await control.query<{ name: string }>(
          `select p.name from unnest($2::text[]) as p(name)
           where exists (select 1 from pg_locks where locktype = 'advisory' and pid = pg_backend_pid()
             and classid = $1 and objid = hashtext(p.name)::oid and granted)`,
          [lockNamespace, [...this.led]],
        );
        const stillHeld = new Set(held.rows.map((row) => row.name));
        for (const name of [...this.led]) if (!stillHeld.has(name)) this.release(name);
      }
    } catch (error) {
      logger.warn('leadership check failed', { error });
    }
  }

  /** Closes the control connection, which releases its locks. */
  async stop(): Promise<void> {
    this.stopped = true;
    const control = this.control;
    this.control = null;
    this.led.clear();
    await control?.end().catch(() => undefined);
  }

  private dropped(client: pg.Client, error?: Error): void {
    if (this.control !== client) return;
    this.options.logger.warn('projection control connection lost', { error });
    this.control = null;
    for (const name of [...this.led]) this.release(name);
    client.end().catch(() => undefined);
  }

  private release(name: string): void {
    this.led.delete(name);
    this.options.lost(name);
  }
}
