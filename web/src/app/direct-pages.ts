/*
 * Pages opened straight from an address that are not landing pages but still wait on a chain before they can show:
 * the app's code, then the page's own chunks, then its session read. The entry (src/boot.ts) starts the page's chunks
 * and its session read as soon as the skeleton is drawn, while the app's code still downloads, as it does for the
 * landing pages (landing-page.ts); the router then finds both already on their way.
 *
 * Only reads anyone may make are preloaded: the session read. A page's own data waits for the session to say who
 * is asking (an admin page never asks for admin data for a visitor: routes/admin/admin-loader.ts), except her own
 * orders, which answer 401 to anyone else.
 */

import { readCookie } from "../lib/cookies";
import { addLink } from "./landing-page";

// The name only: features/auth/api/get-me.ts would bring the data library into the entry.
const signedInHintCookie = "signed_in";

/** Route modules (src/app/routes/<module>.tsx) each page renders; the build lists their chunks in index.html. */
export const directPageModules = {
  checkout: ["checkout"],
  orders: ["account/layout", "account/orders"],
  "admin dashboard": ["admin/layout", "admin/dashboard"],
} as const;
export type DirectPage = keyof typeof directPageModules;

/**
 * Pages whose largest element is their heading, which boot.ts draws into index.html's skeleton (where the page draws
 * it) before the app runs: catalogue keys by address. The build writes their texts into index.html (vite/skeleton-texts.ts).
 */
export const directPageHeadings: Readonly<Record<string, string>> = { "/checkout": "page.checkout.title" };

/** Id of the JSON block in index.html holding those headings in both languages. */
export const pageHeadingsId = "page-headings";

/** An address without its trailing slash ("/" stays), as the pages below are named. */
const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname);

/**
 * Draws the heading of the page at `pathname` in the skeleton's page area (its last block), with the classes and
 * place the page gives it (routes/checkout.tsx: CheckoutView and PageHeading), so the visitor reads where she is
 * before the app's code has run; the app's first render replaces it with the same heading.
 */
export function drawPageHeading(pathname: string, locale: string): void {
  const area = document.getElementById("root")?.firstElementChild?.lastElementChild;
  let texts: { ar: string; en: string } | undefined;
  try {
    const headings = JSON.parse(document.getElementById(pageHeadingsId)?.textContent || "{}") as Record<string, { ar: string; en: string }>;
    texts = headings[withoutTrailingSlash(pathname)];
  } catch {
    return;
  }
  if (!area || !texts) return;
  const frame = document.createElement("div");
  frame.setAttribute("aria-hidden", "true");
  frame.className = "mx-auto grid w-full max-w-7xl gap-8 px-4 py-10 sm:px-6";
  const heading = document.createElement("div");
  heading.className = "skeleton-text text-2xl font-bold tracking-tight text-foreground md:text-3xl";
  heading.textContent = locale === "ar" ? texts.ar : texts.en;
  frame.append(heading);
  area.replaceWith(frame);
}

/** Whether the address is the back office's (which has no skeleton of the shop's). */
export function isBackOffice(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

/** Whether the server drew the back office's shell for an admin in place of the skeleton (back-office-first-view.ts). */
export function hasBackOfficeShell(): boolean {
  return document.querySelector("#root > [data-back-office]") !== null;
}

/** Id of the JSON block in index.html that maps each of these pages to the chunks of its route modules. */
export const directChunksId = "direct-chunks";

// features/auth/api/get-me.ts, features/checkout/api/get-settings.ts, features/account/api/get-orders.ts.
const sessionRead = "/api/auth/me";

/** The page at an address and the reads it preloads, or null for any other address. */
export function directPage(pathname: string): { page: DirectPage; reads: string[] } | null {
  const path = withoutTrailingSlash(pathname);
  if (path === "/checkout") return { page: "checkout", reads: [sessionRead, "/api/settings"] };
  if (path === "/account") return { page: "orders", reads: [sessionRead, "/api/account/orders?limit=20"] };
  if (path === "/admin" || path === "/admin/dashboard") return { page: "admin dashboard", reads: [sessionRead] };
  return null;
}

/** Preloads the chunks and reads of the page at `pathname`, if it is one of these. */
export function preloadDirectPage(pathname: string): void {
  const direct = directPage(pathname);
  if (!direct) return;
  // Downloaded only (not "modulepreload", which also compiles them: for the back office's chunks that made one long
  // task while the app's own code was starting); the router's import compiles each when it runs. Low, like the app's
  // own code (index.html): they are needed only after it, and must not hold back what it needs first.
  for (const href of chunksOf(direct.page)) addLink({ rel: "preload", as: "script", href, crossOrigin: "", fetchPriority: "low" });
  // Nobody signed in: the session read is not made at all (features/auth/api/get-me.ts), and the others answer 401.
  if (!readCookie(signedInHintCookie)) return;
  // A preloaded answer is used only by a fetch with the same credentials mode: the reads send the session cookie.
  for (const href of direct.reads) addLink({ rel: "preload", as: "fetch", href, crossOrigin: "use-credentials" });
}

function chunksOf(page: DirectPage): string[] {
  try {
    const map = JSON.parse(document.getElementById(directChunksId)?.textContent || "{}") as Partial<Record<DirectPage, string[]>>;
    return map[page] ?? [];
  } catch {
    return [];
  }
}
