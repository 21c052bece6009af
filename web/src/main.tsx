import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { hasBackOfficeShell, isBackOffice } from "./app/direct-pages";
import { keyFreshHistoryEntry } from "./app/history-entry";
import { createAppRouter, whenRouterReady } from "./app/router";
import { applyLocaleToDocument, readStoredLocale } from "./lib/i18n";
import { createQueryClient } from "./lib/query-client";
import { cn } from "./lib/utils";

// Set before the first render so an English visitor never sees a right-to-left flash.
const locale = readStoredLocale();
applyLocaleToDocument(locale);

const root = document.getElementById("root");
if (!root) throw new Error("index.html must contain #root");
const container: HTMLElement = root;

// The faces the first page will use start loading now, alongside its code and data, instead of when its first layout
// finds text that needs them: that layout then has them, and the page is not laid out again as each one arrives.
// (Not preloaded from index.html: there they would compete with the app's code, which the page needs first.)
for (const weight of [400, 600, 700]) {
  document.fonts?.load(`${weight} 1em Cairo`, "سكينة Sakina 0").catch(() => undefined);
}

// In a task of its own: evaluating this chunk's libraries was one long task already, and setting up the router is
// another; run back to back they would hold the main thread for both at once.
setTimeout(startApp, 0);

function startApp(): void {
  // Made before the first render, not inside it: the router starts loading the first page's code and its data at once.
  const queryClient = createQueryClient();
  // Before the router reads the entry: a page opened afresh starts at its top (app/history-entry.ts).
  keyFreshHistoryEntry();
  const router = createAppRouter(queryClient);

  // While the first page's code and data are on their way the main thread has nothing to do: build now, in a task of
  // its own, what the first render would otherwise build in the middle of its work: the class merger behind cn()
  // builds its tables on first use, which costs milliseconds on a phone. (Prices and counts need no Intl object:
  // lib/i18n/numbers.ts.)
  setTimeout(() => cn("p-0", "p-1"), 0);

  // index.html's skeleton stays on screen until the first page can render complete, so the page goes from skeleton to
  // content in one step (no blank or half-built frames). The render is a transition: React splits it into short
  // slices, so taps and scrolls are not held up by one long task while it builds the page.
  // The back office has no skeleton of its own unless the server drew its shell for an admin, which stays like the
  // shop's: without it the app renders at once, and the admin route's fallback says "Loading..." until the session
  // check and the page's code are in (then the page shows its own loading text).
  const ready = isBackOffice(location.pathname) && !hasBackOfficeShell() ? Promise.resolve() : whenRouterReady(router);
  void ready.then(() => {
    startTransition(() => {
      createRoot(container).render(
        <StrictMode>
          <App queryClient={queryClient} router={router} />
        </StrictMode>,
      );
    });
  });
}
