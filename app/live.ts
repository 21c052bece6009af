import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/postgres-adapter';
import type pg from 'pg';
import { Server } from 'socket.io';
import type { StoredEvent } from '../events/index.js';
import { amountDueOf, announcesStep, type OrderEvent, type OrderStatusChanged } from '../events/orders.js';
import type { ReturnEvent } from '../events/returns.js';
import { findNotification } from '../projections/notifications/index.js';
import {
  ownersOfOrders,
  type OrderDeletedPayload,
  type OrderPlacedPayload,
  type OrderStatusChangedPayload,
  type OrderUpdatedPayload,
  type ShopperOrderStatusChangedPayload,
} from '../projections/orders/index.js';
import { notificationIdFor, shopperNotificationsByIds } from '../projections/shopper-notifications/index.js';
import { readStats } from '../projections/stats/index.js';
import { createPool } from '../infra/db.js';
import { proxyTrust, type TrustProxy } from '../infra/http/client-address.js';
import { isFromOtherSite } from '../infra/http/guards.js';
import type { AdminNotificationAnswer, StatsPayload } from '../services/orders/schemas.js';
import type { ReturnStatusChangedPayload } from '../services/orders/return-schemas.js';
import type { NotificationsReadPayload, ShopperNotificationAnswer } from '../services/shopper-notifications/schemas.js';
import type { Logger } from '../infra/logger.js';
import type { Migration } from '../infra/migrate.js';
import type { SessionEnding, SessionService } from '../infra/sessions/index.js';

export const adminRoom = 'admins';

type OrderStatusChangedData = (typeof OrderStatusChanged)['schema']['_output'];

/**
 * An order's move to another state (ADR 057), from any event that makes one: the state it reached and when; null
 * for an event that moves no state.
 */
export function stateChangeOf(
  stored: Pick<StoredEvent, 'type' | 'data'>,
): { orderId: string; orderNumber: number; status: OrderStatusChangedPayload['status']; at: string } | null {
  const event = { type: stored.type, data: stored.data } as OrderEvent;
  const { orderId, orderNumber } = event.data;
  switch (event.type) {
    case 'OrderStatusChanged':
      return { orderId, orderNumber, status: event.data.to, at: event.data.changedAt };
    case 'OrderCancelled':
      return { orderId, orderNumber, status: 'cancelled', at: event.data.cancelledAt };
    case 'OrderReturnStarted':
      return { orderId, orderNumber, status: 'returning', at: event.data.at };
    case 'OrderReturnReceived':
      return { orderId, orderNumber, status: 'returned', at: event.data.receivedAt };
    default:
      return null;
  }
}

/** A return requested or moved on, as the live `return:status-changed` tells it; null for any other event. */
export function returnChangeOf(stored: Pick<StoredEvent, 'type' | 'data'>): (ReturnStatusChangedPayload & { userId: string }) | null {
  const event = { type: stored.type, data: stored.data } as ReturnEvent;
  if (event.type === 'ReturnRequested') {
    const { returnId, orderId, orderNumber, userId, requestedAt } = event.data;
    return { returnId, orderId, orderNumber, userId, status: 'requested', at: requestedAt };
  }
  if (event.type === 'ReturnStatusChanged') {
    const { returnId, orderId, orderNumber, userId, to, at } = event.data;
    return { returnId, orderId, orderNumber, userId, status: to, at };
  }
  return null;
}

/** Events that change an order without moving its state: an open order page reloads on `order:updated`. */
const orderUpdates = new Set(['ContactAttemptRecorded', 'ShipmentAssigned', 'DeliveryAttempted', 'OrderItemsEdited', 'OrderAddressChanged']);
/** Changes of her order's lines or address (ADR 067): her open order page reloads on `order:updated` too. */
const shopperOrderUpdates = new Set(['OrderItemsEdited', 'OrderAddressChanged']);
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
   * none, events go to this instance's admins only: the adapter would otherwise send each one through a NOTIFY,
   * to nobody, and deliver it here only after that round trip.
   */
  const emitterFor = async () => {
    const servers = await io.of('/').adapter.serverCount();
    const room = servers > 1 ? io.to(adminRoom) : io.local.to(adminRoom);
    return (name: string, payload: unknown) => room.emit(name, payload);
  };
  /** The same, to one shopper's sockets (her user room): only what concerns her own orders goes there. */
  const userEmitterFor = async () => {
    const servers = await io.of('/').adapter.serverCount();
    return (userId: string, name: string, payload: unknown) =>
      (servers > 1 ? io.to(userRoom(userId)) : io.local.to(userRoom(userId))).emit(name, payload);
  };

  /** Her orders' moves to another state, once the orders read model shows them (so what she reads next is current). */
  const publishToCustomers = async (events: readonly StoredEvent[]) => {
    const changes = events.map(stateChangeOf).filter((change) => change !== null);
    const updates = events
      .filter((stored) => shopperOrderUpdates.has(stored.type))
      .map((stored) => stored.data as { orderId: string; orderNumber: number });
    if (changes.length === 0 && updates.length === 0) return;
    const owners = await ownersOfOrders(adapterPool, [...new Set([...changes, ...updates].map((change) => change.orderId))]);
    const toUser = await userEmitterFor();
    for (const { orderId, orderNumber, status, at } of changes) {
      const owner = owners.get(orderId);
      if (owner) toUser(owner, 'order:status-changed', { id: orderId, orderNumber, status, changedAt: at } satisfies ShopperOrderStatusChangedPayload);
    }
    for (const { orderId, orderNumber } of updates) {
      const owner = owners.get(orderId);
      if (owner) toUser(owner, 'order:updated', { id: orderId, orderNumber } satisfies OrderUpdatedPayload);
    }
  };

  /** New notifications, and read marks (so her other tabs' bells agree), to the shopper they concern. */
  const publishShopperNotifications = async (events: readonly StoredEvent[]) => {
    const toUser = await userEmitterFor();
    const created: string[] = [];
    for (const stored of events) {
      // A move of her order, or a size she waited for back in stock (ADR 060). A correction of its status, or a step
      // reached again after one, made no notification (OrderStatusChanged): nothing to look for.
      const quiet = stored.type === 'OrderStatusChanged' && !announcesStep(stored.data as OrderStatusChangedData);
      // A request for reviews some days after a delivery makes one too.
      const standalone = stored.type === 'StockAlertFired' || stored.type === 'ReviewRequested';
      if ((stateChangeOf(stored) && !quiet) || standalone) created.push(notificationIdFor(stored.streamId, stored.streamVersion));
      if (stored.type === 'ShopperNotificationsRead') {
        const { userId, notificationIds } = stored.data as { userId: string; notificationIds: string[] };
        toUser(userId, 'account:notifications-read', { ids: notificationIds } satisfies NotificationsReadPayload);
      }
    }
    for (const { userId, ...notification } of await shopperNotificationsByIds(adapterPool, created)) {
      toUser(userId, 'account:notification', notification satisfies ShopperNotificationAnswer);
    }
  };

  /**
   * Emitted from the events alone, without reading the order back: a read per order, one after another, put
   * every later order of a busy batch behind the earlier ones' round trips. An order's status is `placed`
   * unless the same batch changed it (its `order:status-changed` follows in the same pass). Every move to another
   * state is an `order:status-changed`; a call, a shipment or a delivery attempt an `order:updated`.
   */
  const publishOrders = (events: readonly StoredEvent[], toAdmins: (name: string, payload: unknown) => void) => {
    const lastStatus = new Map<string, OrderPlacedPayload['status']>();
    for (const stored of events) {
      const change = stateChangeOf(stored);
      if (change) lastStatus.set(change.orderId, change.status);
    }
    for (const stored of events) {
      const event = { type: stored.type, data: stored.data } as OrderEvent;
      const change = stateChangeOf(stored);
      if (change) {
        toAdmins('order:status-changed', {
          id: change.orderId,
          orderNumber: change.orderNumber,
          status: change.status,
        } satisfies OrderStatusChangedPayload);
        continue;
      }
      if (orderUpdates.has(event.type)) {
        toAdmins('order:updated', { id: event.data.orderId, orderNumber: event.data.orderNumber } satisfies OrderUpdatedPayload);
        continue;
      }
      switch (event.type) {
        case 'OrderPlaced':
          toAdmins('order:placed', {
            id: event.data.orderId,
            orderNumber: event.data.orderNumber,
            shippingName: event.data.shippingName,
            status: lastStatus.get(event.data.orderId) ?? 'placed',
            subtotal: event.data.subtotal,
            discount: event.data.discount,
            deliveryFee: event.data.deliveryFee,
            codFee: event.data.codFee,
            totalAmount: event.data.totalAmount,
            storeCreditUsed: event.data.storeCreditUsed,
            amountDue: amountDueOf(event.data),
            coupon: event.data.coupon ? { code: event.data.coupon.code, kind: event.data.coupon.kind } : null,
            createdAt: event.data.placedAt,
          } satisfies OrderPlacedPayload);
          break;
        case 'OrderDeleted':
          toAdmins('order:deleted', { id: event.data.orderId, orderNumber: event.data.orderNumber } satisfies OrderDeletedPayload);
          break;
      }
    }
  };

  return {
    publish(projection, events) {
      const work = (async () => {
        const toAdmins = await emitterFor();
        if (projection === 'orders') {
          publishOrders(events, toAdmins);
          await publishToCustomers(events);
        } else if (projection === 'returns') {
          // A return's request and every move of it: to her room and to the admins' queue (ADR 067).
          const toUser = await userEmitterFor();
          for (const change of events.map(returnChangeOf).filter((found) => found !== null)) {
            const { userId, ...payload } = change;
            toUser(userId, 'return:status-changed', payload satisfies ReturnStatusChangedPayload);
            toAdmins('return:status-changed', payload satisfies ReturnStatusChangedPayload);
          }
        } else if (projection === 'shopper_notifications') await publishShopperNotifications(events);
        else if (projection === 'stats') toAdmins('stats:updated', (await readStats(adapterPool)) satisfies StatsPayload);
        else if (projection === 'notifications') {
          for (const event of events) {
            const notification = await findNotification(adapterPool, (event.data as { notificationId: string }).notificationId);
            if (notification) toAdmins('notification:created', notification satisfies AdminNotificationAnswer);
          }
        }
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
