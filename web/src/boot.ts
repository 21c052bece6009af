// The page's entry. The styles are imported here so index.html links them (render-blocking, as the skeleton needs
// them); the app itself is a separate chunk that index.html preloads (see vite.config.ts) but that runs only after
// the browser has painted index.html's skeleton. Evaluating the app's code takes a while on a phone, and a paint
// that waits for it shows a blank page all that time.
import "./fonts.css";
import "./index.css";
import { drawPageHeading, hasBackOfficeShell, isBackOffice, preloadDirectPage } from "./app/direct-pages";
import { preloadLandingPage, preloadStoreFrame } from "./app/landing-page";
import { applyLocaleToDocument, readStoredLocale } from "./lib/i18n/locale-storage";

// The skeleton's words (a product's name, the shop's heading and categories: app/first-view.ts) are in Arabic, the
// default; a shopper who chose English gets them, and the page's direction, in English before the app runs.
const locale = readStoredLocale();
if (locale !== "ar") {
  applyLocaleToDocument(locale);
  for (const element of document.querySelectorAll<HTMLElement>("#root [data-en]")) {
    element.textContent = element.dataset.en ?? "";
  }
}

// A page whose largest element is its heading shows it now (app/direct-pages.ts).
drawPageHeading(location.pathname, locale);

// The skeleton is the shop's frame; the back office draws its own "Loading..." as soon as the app runs (main.tsx),
// unless the server drew its shell for an admin (app/back-office-first-view.ts), which stays until then.
if (isBackOffice(location.pathname) && !hasBackOfficeShell()) {
  document.getElementById("root")?.replaceChildren();
}

// The first page's own code and data start downloading beside the app's code (see app/landing-page.ts), right after
// this script: the page is not painted before it has run (index.html), and what it does until here is only what
// that first paint must show.
// The header's free-delivery strip, on every shop page, reads the store's delivery terms: after the page's own reads.
setTimeout(() => {
  preloadLandingPage(location.pathname, location.search);
  preloadStoreFrame(location.pathname);
}, 0);

let started = false;
function start(): void {
  if (started) return;
  started = true;
  // React DOM first, in a task of its own, then the app: evaluated as one module graph they would hold the main thread
  // in one long piece. Both are preloaded from index.html, so this costs no download. (Only React DOM: importing a
  // library whole like this keeps every export, and React DOM's entry has next to nothing to drop.)
  void import("react-dom/client")
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .then(() => import("./main"));
}

// A frame callback runs just before a paint; the timeout it sets runs after that paint.
const afterPaint = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));
// The skeleton's words wait for their face (fonts.css: "Cairo Skeleton"), which its first layout asks for: the app
// starts once they are drawn, so its long first tasks do not hold back that paint. The faces are small; the app's
// code is far larger and still downloading meanwhile on a phone's network.
afterPaint(() => {
  const fonts = typeof document.fonts === "undefined" ? Promise.resolve() : document.fonts.ready;
  const next = () => {
    // Checkout's, her account's or the back office's code and session read start once the skeleton is drawn: the
    // app's own code, far larger, is still on its way then, and they do not compete with the skeleton's styles and faces.
    preloadDirectPage(location.pathname);
    afterPaint(start);
  };
  void fonts.then(next, next);
});
// Frames are not produced for a tab opened in the background: start anyway.
setTimeout(start, 300);
