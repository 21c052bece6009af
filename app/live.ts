import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/postgres-adapter';
import type pg from 'pg';
import { Server } from 'socket.io';
import type { StoredEvent } from '../events/index.js';
import { createPool } from '../infra/db.js';
import { proxyTrust, type TrustProxy } from '../infra/http/client-address.js';
import { isFromOtherSite } from '../infra/http/guards.js';
import type { LiveAudience, LivePublishers } from '../infra/live-publishers.js';
import type { Logger } from '../infra/logger.js';
import type { Migration } from '../infra/migrate.js';
import type { SessionEnding, SessionService } from '../infra/sessions/index.js';

export const adminRoom = 'admins';

const sessionRoom = (sessionId: string) => `session:${sessionId}`;
const userRoom = (userId: string) => `user:${userId}`;

/** The table the socket.io PostgreSQL adapter keeps payloads too large for NOTIFY in. */
export const liveMigration: Migration = {
  id: 'live:socket-io-attachments:1',
  sql: `create table if not exists socket_io_attachments (
    id bigserial unique,
    created_at timestamptz default now(),
    payload bytea
  );`,
};

export interface Live {
  /** Tells admins what a projection just committed. */
  publish(projection: string, events: readonly StoredEvent[]): void;
  /** Admin sockets connected to this instance. */
  adminSockets(): number;
  /** The connections the broadcasts go through (for the pool metrics). */
  readonly pool: pg.Pool;
  close(): Promise<void>;
}

/**
 * Waits (up to `limitMs`) until the PostgreSQL adapter holds its listening connection. The adapter takes that
 * connection in the background as it starts, and closing it before it has one leaves the connection taken for
 * good, so that the pool under it never ends: a store stopped in its first moments would never stop.
 */
async function adapterListening(io: Server, limitMs: number): Promise<void> {
  const pubSub = (io.of('/').adapter as unknown as { client?: { client?: unknown } }).client;
  if (!pubSub) return;
  const until = Date.now() + limitMs;
  while (pubSub.client === undefined && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
}

/**
 * Socket.io for the admin dashboard and the shopper's account. The handshake must come from a page of
 * this site (the rule HTTP writes follow) and carry the cookie of a live
 * session (anything else is refused); admins join the admin room. Every
 * socket is in its session's and its user's rooms, so ending sessions closes
 * their sockets; a shopper's user room also hears her own orders' status
 * changes and her notifications, nothing else. Broadcasts go through PostgreSQL, so an admin on any instance
 * hears what the instance leading a projection publishes.
 */
export function startLive(options: {
  server: HttpServer;
  databaseUrl: string;
  sessions: SessionService;
  allowedOrigins: readonly string[];
  trustProxy: TrustProxy;
  logger: Logger;
  /** What the modules tell the sockets as their read models commit (each module declares its own). */
  publishers: LivePublishers;
}): Live {
  const { logger, sessions } = options;
  const adapterPool = createPool(options.databaseUrl, { max: 3, logger, applicationName: 'store-live' });
  const proxy = proxyTrust(options.trustProxy);
  const io = new Server(options.server, {
    serveClient: false,
    adapter: createAdapter(adapterPool, { errorHandler: (error) => logger.warn('live adapter error', { error }) }),
    allowRequest: (req, callback) => {
      const header = (name: string) => {
        const value = req.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      callback(null, !isFromOtherSite(header, proxy.requestedHost(req), options.allowedOrigins));
    },
  });
  io.use((socket, next) => {
    // socket.io takes the socket's peer, which behind a proxy is the proxy: the client is who TRUST_PROXY says.
    socket.handshake.address = proxy.clientAddress(socket.request);
    sessions.fromCookie(socket.request.headers.cookie).then(
      (user) => {
        if (!user) return next(new Error('Authentication required'));
        socket.data.user = user;
        next();
      },
      (error: Error) => {
        logger.warn('live handshake could not check the session', { error });
        next(new Error('The store is briefly unavailable'));
      },
    );
  });
  io.on('connection', (socket) => {
    const user = socket.data.user as { id: string; role: string; sessionId: string };
    void socket.join([sessionRoom(user.sessionId), userRoom(user.id)]);
    if (user.role === 'admin') void socket.join(adminRoom);
    // An ending heard between the handshake's check and joining the rooms found no socket to close: look again.
    sessions.fromCookie(socket.request.headers.cookie).then(
      (still) => {
        if (!still) socket.disconnect(true);
      },
      () => socket.disconnect(true),
    );
  });
  // Every instance hears every ending, so each closes only its own sockets.
  sessions.onEnding((ending: SessionEnding) => {
    if ('session' in ending) {
      io.local.in(sessionRoom(ending.session)).disconnectSockets(true);
      return;
    }
    if (!ending.except) {
      io.local.in(userRoom(ending.user)).disconnectSockets(true);
      return;
    }
    const except = ending.except;
    io.local
      .in(userRoom(ending.user))
      .fetchSockets()
      .then((sockets) => {
        for (const socket of sockets) if (socket.data.user?.sessionId !== except) socket.disconnect(true);
      })
      .catch((error) => logger.warn('closing ended sessions\' sockets failed', { error }));
  });
  /**
   * Other instances are known to the adapter by their heartbeats (each announces itself as it starts). With
   * none, messages go to this instance's sockets only: the adapter would otherwise send each one through a NOTIFY,
   * to nobody, and deliver it here only after that round trip. A shopper's user room hears only what concerns her.
   */
  const audienceNow = async (): Promise<LiveAudience> => {
    const servers = await io.of('/').adapter.serverCount();
    const to = (room: string) => (servers > 1 ? io.to(room) : io.local.to(room));
    return {
      toAdmins: (name, payload) => to(adminRoom).emit(name, payload),
      toUser: (userId, name, payload) => to(userRoom(userId)).emit(name, payload),
    };
  };
  const publishers = options.publishers(adapterPool);

  return {
    publish(projection, events) {
      const following = publishers.filter((publisher) => publisher.projection === projection);
      if (following.length === 0) return;
      const work = (async () => {
        const audience = await audienceNow();
        for (const publisher of following) await publisher.publish(events, audience);
      })();
      work.catch((error) => logger.warn('live publish failed', { projection, error }));
    },
    adminSockets: () => io.of('/').adapter.rooms.get(adminRoom)?.size ?? 0,
    pool: adapterPool,
    /** Closes sockets, then the HTTP server under them (letting requests in flight finish, for up to 5 s). */
    async close() {
      await adapterListening(io, 5000);
      io.disconnectSockets(true);
      const closed = new Promise<void>((resolve) => io.close(() => resolve()));
      options.server.closeIdleConnections();
      const force = setTimeout(() => options.server.closeAllConnections(), 5000);
      force.unref();
      await closed;
      await adapterPool.end();
    },
  };
}
