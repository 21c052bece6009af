import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from "react";
import { adminLive } from "../lib/admin-live";
import type { LiveEvent, LiveStatus } from "../types";

/**
 * Holds the feed while the calling page is open and hands every pushed event to `onEvent`. Leaving the page gives the
 * feed back; leaving the last page that holds it closes it. What the feed carries is the server's choice: the back
 * office's events for an admin, her own orders' and notifications for a shopper.
 */
export function useLiveEvents(onEvent: (event: LiveEvent) => void): void {
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
}

/**
 * The feed's status, for an indicator. Read where it is shown, not by the page: a change re-renders the component
 * that reads it at once (an external store's update is not deferred), and the page around it need not follow.
 */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(adminLive.subscribeStatus, adminLive.getStatus, adminLive.getStatus);
}
