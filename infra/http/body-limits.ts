import express, { type Router } from 'express';

/** Every JSON body: sign-in, registration, orders, categories, settings. Far above any valid one of them. */
export const smallBodyBytes = 16 * 1024;
/** Writes that carry pictures inline (a product's or a banner's images as data URLs, up to 5 MB each). */
export const largeBodyBytes = 10 * 1024 * 1024;

/** A route allowed the large limit, as its router defines it (e.g. `{ method: 'patch', path: '/admin/products/:id' }`). */
export interface LargeBodyRoute {
  readonly method: 'post' | 'put' | 'patch';
  readonly path: string;
}

/**
 * Mounts the JSON body parsers on the API router: the routes listed take bodies up to the large limit, every other
 * one up to the small limit. A body parsed by the first is left alone by the second. Too large a body is answered
 * 413 before it is read further, so a sign-in attempt cannot make the store buffer megabytes.
 */
export function parseJsonBodies(api: Router, largeRoutes: readonly LargeBodyRoute[]): void {
  const large = express.json({ limit: largeBodyBytes });
  for (const route of largeRoutes) api[route.method](route.path, large);
  api.use(express.json({ limit: smallBodyBytes }));
}

/** "16 KB", "10 MB": a limit as the error message states it. */
export function describeBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}
