import { describe, expect, it } from "vitest";
import type { LiveEvent } from "../types";
import { createLiveConnection, type LiveSocket } from "./live-connection";

class FakeSocket implements LiveSocket {
  active = true;
  connects = 0;
  disconnects = 0;
  private handlers = new Map<string, (reason: string) => void>();
  private any: ((event: string, payload?: unknown) => void) | undefined;
  on(event: string, listener: (reason: string) => void) {
    this.handlers.set(event, listener);
  }
  onAny(listener: (event: string, payload?: unknown) => void) {
    this.any = listener;
  }
  connect() {
    this.connects += 1;
  }
  disconnect() {
    this.disconnects += 1;
  }
  fire(event: string, reason = "") {
    this.handlers.get(event)?.(reason);
  }
  push(event: string, payload?: unknown) {
    this.any?.(event, payload);
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const timers: { fn: () => void; ms: number; cancelled: boolean }[] = [];
  const connection = createLiveConnection(
    async () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    {
      lingerMs: 1000,
      retryMs: 5000,
      schedule: (fn, ms) => {
        const timer = { fn, ms, cancelled: false };
        timers.push(timer);
        return timer;
      },
      cancel: (timer) => {
        (timer as { cancelled: boolean }).cancelled = true;
      },
    },
  );
  const runTimers = () => timers.splice(0).forEach((timer) => !timer.cancelled && timer.fn());
  const events: LiveEvent[] = [];
  connection.subscribe((event) => events.push(event));
  return { connection, sockets, timers, runTimers, events };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("live connection", () => {
  it("opens one socket however many pages hold it, and closes it a moment after the last lets go", async () => {
    const { connection, sockets, runTimers } = setup();
    const releaseDashboard = connection.acquire();
    const releaseOrders = connection.acquire();
    await settle();
    expect(sockets).toHaveLength(1);
    releaseDashboard();
    releaseOrders();
    releaseOrders();
    expect(sockets[0]?.disconnects).toBe(0);
    runTimers();
    expect(sockets[0]?.disconnects).toBe(1);
    expect(connection.getStatus()).toBe("disconnected");
  });

  it("keeps the socket when another live page takes it within the linger time", async () => {
    const { connection, sockets, runTimers } = setup();
    connection.acquire()();
    const release = connection.acquire();
    await settle();
    runTimers();
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.disconnects).toBe(0);
    release();
  });

  it("reports connection and asks views to read again on every (re)connect", async () => {
    const { connection, sockets, events } = setup();
    connection.acquire();
    expect(connection.getStatus()).toBe("connecting");
    await settle();
    sockets[0]?.fire("connect");
    expect(connection.getStatus()).toBe("connected");
    sockets[0]?.fire("disconnect");
    expect(connection.getStatus()).toBe("disconnected");
    sockets[0]?.fire("connect");
    expect(events).toEqual([{ type: "resync" }, { type: "resync" }]);
  });

  it("asks views to read again when the server closes the socket (e.g. the session ended), not when the network drops", async () => {
    const { connection, sockets, events } = setup();
    connection.acquire();
    await settle();
    sockets[0]?.fire("disconnect", "transport close");
    expect(events).toEqual([]);
    sockets[0]?.fire("disconnect", "io server disconnect");
    expect(events).toEqual([{ type: "resync" }]);
  });

  it("passes on the events it knows and ignores anything else", async () => {
    const { connection, sockets, events } = setup();
    connection.acquire();
    await settle();
    sockets[0]?.push("order:deleted", { id: "o1", orderNumber: 7 });
    sockets[0]?.push("something:else", { id: "x" });
    sockets[0]?.push("stats:updated");
    expect(events).toEqual([{ type: "order:deleted", payload: { id: "o1", orderNumber: 7 } }]);
  });

  it("tries again itself when socket.io has given up on a refused connection", async () => {
    const { connection, sockets, timers, runTimers } = setup();
    connection.acquire();
    await settle();
    const socket = sockets[0]!;
    socket.active = false;
    socket.fire("connect_error");
    expect(timers.map((timer) => timer.ms)).toEqual([5000]);
    runTimers();
    expect(socket.connects).toBe(1);
  });

  it("closes a socket that finished loading after its page was already left", async () => {
    const { connection, sockets, runTimers } = setup();
    connection.acquire()();
    runTimers();
    await settle();
    expect(sockets[0]?.disconnects).toBe(1);
  });
});
