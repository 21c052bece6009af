import type { LiveEvent, LiveStatus } from "../types";

/** The part of a socket.io client socket this module uses; a fake stands in for it in tests. */
export interface LiveSocket {
  readonly active: boolean;
  on(event: "connect" | "connect_error", listener: () => void): unknown;
  on(event: "disconnect", listener: (reason: string) => void): unknown;
  onAny(listener: (event: string, payload?: unknown) => void): unknown;
  connect(): unknown;
  disconnect(): unknown;
}

export interface LiveConnection {
  /** Asks for the feed; the returned function gives it back. The socket lives while anyone holds it. */
  acquire(): () => void;
  subscribe(listener: (event: LiveEvent) => void): () => void;
  getStatus(): LiveStatus;
  subscribeStatus(listener: () => void): () => void;
}

interface Options {
  /** How long the socket outlives its last user, so moving between two live pages keeps one connection. */
  lingerMs: number;
  /** Wait before reconnecting when socket.io itself gives up (a refused handshake, a server-side disconnect). */
  retryMs: number;
  schedule?: (fn: () => void, ms: number) => unknown;
  cancel?: (handle: unknown) => void;
}

const pushedEvents = new Set<string>([
  "order:placed",
  "order:status-changed",
  "order:updated",
  "order:deleted",
  "stats:updated",
  "notification:created",
  "account:notification",
  "account:notifications-read",
  "return:status-changed",
]);

export function createLiveConnection(open: () => Promise<LiveSocket>, options: Options): LiveConnection {
  const schedule = options.schedule ?? ((fn, ms) => setTimeout(fn, ms));
  const cancel = options.cancel ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const listeners = new Set<(event: LiveEvent) => void>();
  const statusListeners = new Set<() => void>();
  let status: LiveStatus = "disconnected";
  let users = 0;
  let socket: LiveSocket | null = null;
  // Bumped on every stop, so a socket that finishes loading after its page was left is closed, not kept.
  let generation = 0;
  let running = false;
  let lingerTimer: unknown;
  let retryTimer: unknown;

  const setStatus = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    for (const listener of statusListeners) listener();
  };
  const emit = (event: LiveEvent) => {
    for (const listener of listeners) listener(event);
  };
  const retryLater = (live: LiveSocket) => {
    if (live.active || retryTimer !== undefined) return;
    retryTimer = schedule(() => {
      retryTimer = undefined;
      if (socket === live) live.connect();
    }, options.retryMs);
  };

  const start = () => {
    running = true;
    const mine = ++generation;
    setStatus("connecting");
    open().then(
      (live) => {
        if (mine !== generation) {
          live.disconnect();
          return;
        }
        socket = live;
        live.on("connect", () => {
          setStatus("connected");
          emit({ type: "resync" });
        });
        live.on("disconnect", (reason) => {
          setStatus("disconnected");
          // The server closed it: most often the session ended. Views read again, and a read that finds the session
          // gone takes the user to sign in; otherwise they simply show the latest figures.
          if (reason === "io server disconnect") emit({ type: "resync" });
          retryLater(live);
        });
        live.on("connect_error", () => {
          setStatus("disconnected");
          retryLater(live);
        });
        live.onAny((name, payload) => {
          if (pushedEvents.has(name) && payload && typeof payload === "object") {
            emit({ type: name, payload } as LiveEvent);
          }
        });
      },
      () => {
        // The client library failed to load (e.g. offline); the next page that asks for the feed tries again.
        if (mine === generation) running = false;
        setStatus("disconnected");
      },
    );
  };

  const stop = () => {
    generation += 1;
    running = false;
    if (retryTimer !== undefined) cancel(retryTimer);
    retryTimer = undefined;
    socket?.disconnect();
    socket = null;
    setStatus("disconnected");
  };

  return {
    acquire() {
      users += 1;
      if (lingerTimer !== undefined) {
        cancel(lingerTimer);
        lingerTimer = undefined;
      }
      if (!running) start();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        users -= 1;
        if (users === 0) {
          lingerTimer = schedule(() => {
            lingerTimer = undefined;
            if (users === 0) stop();
          }, options.lingerMs);
        }
      };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getStatus: () => status,
    subscribeStatus(listener) {
      statusListeners.add(listener);
      return () => void statusListeners.delete(listener);
    },
  };
}
