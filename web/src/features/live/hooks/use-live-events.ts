import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from "react";
import { adminLive } from "../lib/admin-live";
import type { LiveEvent, LiveStatus } from "../types";

/**
 * Holds the feed while the calling page is open and hands every pushed event to `onEvent`; returns the feed's status
 * for an indicator. Leaving the page gives the feed back; leaving the last page that holds it closes it. What the feed
 * carries is the server's choice: the back office's events for an admin, her own orders' and notifications for a
 * shopper.
 */
export function useLiveEvents(onEvent: (event: LiveEvent) => void): LiveStatus {
  const handler = useRef(onEvent);
  useLayoutEffect(() => {
    handler.current = onEvent;
  });

  useEffect(() => {
    const unsubscribe = adminLive.subscribe((event) => handler.current(event));
    const release = adminLive.acquire();
    return () => {
      unsubscribe();
      release();
    };
  }, []);

  return useSyncExternalStore(adminLive.subscribeStatus, adminLive.getStatus, adminLive.getStatus);
}
