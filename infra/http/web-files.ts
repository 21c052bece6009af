import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Express, NextFunction, Request, Response } from 'express';
import { matchesEtag } from './cache.js';
import { acceptedCodingsOf, codings, type Coding } from './content-coding.js';
import type { Logger } from '../logger.js';
import { FirstViewPages, type FirstViewSources, type RenderedPage } from './public-reads/first-view.js';
import { readCookie, sessionCookie, signedInHintCookie } from './session.js';

/**
 * The built web app. The build writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file worth
 * compressing (web/vite/precompress.ts); a request gets the best copy its Accept-Encoding allows, else the file
 * itself. Compressing once at build time at the highest levels costs nothing per request, which on-the-fly
 * compression at those levels would.
 *
 * - `/assets/*` are content-hashed: cached for a year, immutable; a missing one is a plain 404.
 * - Other files (favicon, robots.txt) are cached for an hour.
 * - Any other GET is a client-side route: index.html, revalidated on every visit (no-cache). A landing page's copy
 *   carries its first view (first-view.ts), made per content and tagged, so a revisit still costs a 304.
 */
export interface WebOptions {
  readonly firstViews?: FirstViewSources;
  /** Whose live session a cookie header carries (an admin's back-office pages are drawn in their shell). */
  readonly sessionOf?: (cookieHeader: string | undefined) => Promise<{ readonly role: string } | undefined>;
  readonly logger?: Logger;
}

export function serveWeb(app: Express, webRoot: string, options: WebOptions = {}): void {
  const landingPages = new FirstViewPages(webRoot, options.firstViews ?? {});
  app.use('/assets', async (req, res, next) => {
    if (!(await sendWebFile(req, res, next, webRoot, path.posix.join('/assets', req.path), assetCaching))) {
      res.status(404).type('text').send('Not found');
    }
  });
  app.use(async (req, res, next) => {
    if (await sendWebFile(req, res, next, webRoot, req.path, fileCaching)) return;
    // Client-side routes (and unknown paths, which the app shows as its 404 page).
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.status(404).json({ message: 'Not found', code: 'not_found' });
    hintSignedIn(req, res);
    const backOffice = backOfficeShell.test(req.path);
    // A back-office page depends on who asks: no shared cache may hand one admin's copy to anyone else.
    if (backOffice) res.vary('Cookie');
    const search = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    const drawn = backOffice ? backOfficePage(req, landingPages, options) : landingPages.render(req.path, search);
    const page = await drawn.catch((error: unknown) => {
      // The page still works without its first view (the app draws it): a failed read only loses the head start.
      options.logger?.warn('first view not drawn', { path: req.path, error });
      return null;
    });
    if (page) return sendRenderedPage(req, res, page, backOffice ? 'private, no-cache' : 'no-cache');
    if (!(await sendWebFile(req, res, next, webRoot, '/index.html', pageCaching))) next();
  });
}

interface Caching {
  readonly maxAge: number;
  readonly immutable: boolean;
  readonly cacheControl: boolean;
}

const assetCaching: Caching = { maxAge: 365 * 24 * 60 * 60 * 1000, immutable: true, cacheControl: true };
const fileCaching: Caching = { maxAge: 60 * 60 * 1000, immutable: false, cacheControl: true };
// Set by hand (no-cache): send's own header would say max-age=0, which means the same but reads as an accident.
const pageCaching: Caching = { maxAge: 0, immutable: false, cacheControl: false };

/** The suffix of the files the build writes for each content coding. */
const suffixes: Record<Coding, string> = { br: '.br', gzip: '.gz' };
const encodings = codings.map((coding) => ({ coding, suffix: suffixes[coding] }));

/**
 * Sends `urlPath` from `webRoot` (the best precompressed copy the request accepts, or the file itself) and resolves
 * true, or resolves false when there is no such file (or the request is not a read, or names a hidden file).
 */
async function sendWebFile(
  req: Request,
  res: Response,
  next: NextFunction,
  webRoot: string,
  urlPath: string,
  caching: Caching,
): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const relative = safeRelativePath(urlPath);
  if (!relative || !(await isFile(path.join(webRoot, relative)))) return false;

  const copies = await Promise.all(encodings.map(async (encoding) => ({
    ...encoding,
    present: await isFile(path.join(webRoot, relative + encoding.suffix)),
  })));
  const present = copies.filter((copy) => copy.present);
  const accepted = acceptedCodingsOf(req.headers['accept-encoding']);
  const chosen = present.find((copy) => accepted.has(copy.coding));

  // The type is the file's own, never that of the .br/.gz copy (send sets it only when it is still unset).
  res.type(path.extname(relative));
  if (present.length > 0) res.vary('Accept-Encoding');
  if (chosen) res.setHeader('Content-Encoding', chosen.coding);
  if (!caching.cacheControl) res.setHeader('Cache-Control', 'no-cache');
  res.sendFile(
    chosen ? relative + chosen.suffix : relative,
    { root: webRoot, maxAge: caching.maxAge, immutable: caching.immutable, cacheControl: caching.cacheControl },
    (error) => {
      if (error && !res.headersSent) next(error);
    },
  );
  return true;
}

/** The back office's pages drawn in the staff shell (web/src/app/router.tsx: the admin layout's children). */
const backOfficeShell = /^\/admin(?:\/(?:dashboard|products|orders|customers(?:\/[^/]+)?|categories|banners|settings|pages))?\/?$/;
const dashboard = /^\/admin(?:\/dashboard)?\/?$/;
// The wide screen's sidebar remembers whether it is folded (web/src/components/ui/sidebar/sidebar-context.tsx).
const sidebarCookie = 'sidebar_state';

/**
 * index.html with the back office's shell for an admin's live session, else null (the plain skeleton, which the app
 * empties before sending anyone else to /login). Only the session's role is asked, as every admin call asks it.
 */
async function backOfficePage(req: Request, pages: FirstViewPages, options: WebOptions): Promise<RenderedPage | null> {
  const cookies = req.headers.cookie;
  const user = await options.sessionOf?.(cookies);
  if (user?.role !== 'admin') return null;
  return pages.renderBackOffice({ dashboard: dashboard.test(req.path), collapsed: readCookie(cookies, sidebarCookie) === 'false' });
}

function sendRenderedPage(req: Request, res: Response, page: RenderedPage, cacheControl: string): void {
  const accepted = acceptedCodingsOf(req.headers['accept-encoding']);
  const coding = codings.find((candidate) => accepted.has(candidate));
  const variant = coding ? page[coding] : page.identity;
  res.type('html');
  res.vary('Accept-Encoding');
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('ETag', variant.etag);
  if (matchesEtag(req.headers['if-none-match'], variant.etag)) return void res.status(304).end();
  if (coding) res.setHeader('Content-Encoding', coding);
  res.setHeader('Content-Length', variant.body.length);
  if (req.method === 'HEAD') return void res.end();
  res.end(variant.body);
}

/** The URL path as a path inside the web root, or null for anything outside it or hidden (dot) files. */
function safeRelativePath(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  // Normalising an absolute path drops any `..` that would climb above the root.
  const normalized = path.posix.normalize(`/${decoded}`);
  if (normalized.split('/').some((segment) => segment.startsWith('.'))) return null;
  return normalized.slice(1) || null;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * A page asked for with a session cookie but without the signed-in hint (a session from before the hint existed)
 * gets the hint, so the app asks who is signed in. Only the cookie's presence is looked at: a session that is no
 * longer valid answers 401 to that question, which takes the hint away again.
 */
function hintSignedIn(req: Request, res: Response): void {
  const cookies = req.headers.cookie;
  if (!readCookie(cookies, sessionCookie) || readCookie(cookies, signedInHintCookie)) return;
  res.cookie(signedInHintCookie, '1', { sameSite: 'lax', path: '/' });
}
