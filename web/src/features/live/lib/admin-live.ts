import { createLiveConnection } from "./live-connection";

/**
 * The page's one socket (the back office's feed, or a signed-in shopper's). socket.io-client is imported only when a
 * live page first opens, so even the admin chunks stay small until the feed is wanted; the session cookie
 * authenticates the handshake. It opens a WebSocket straight away, and falls back to long-polling only where that
 * fails (a proxy that does not pass WebSockets): polling first, then upgrading, costs four more requests and as many
 * tasks while the page is still starting.
 */
export const adminLive = createLiveConnection(
  async () => {
    const { io } = await import("socket.io-client");
    return io({ withCredentials: true, transports: ["websocket", "polling"], tryAllTransports: true });
  },
  { lingerMs: 2000, retryMs: 5000 },
);
