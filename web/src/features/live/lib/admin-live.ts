import { createLiveConnection } from "./live-connection";

/**
 * The back office's one socket. socket.io-client is imported only when a live page first opens, so even the admin
 * chunks stay small until the feed is wanted; the session cookie authenticates the handshake.
 */
export const adminLive = createLiveConnection(
  async () => {
    const { io } = await import("socket.io-client");
    return io({ withCredentials: true });
  },
  { lingerMs: 2000, retryMs: 5000 },
);
