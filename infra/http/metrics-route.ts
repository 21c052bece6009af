import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { defaultErrorCode } from '../errors.js';
import type { StoreMetrics } from '../metrics.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * `GET /metrics` for Prometheus, behind `Authorization: Bearer <token>`. Without a configured token the route does
 * not exist (404), rather than being open: metrics tell a stranger how busy the shop is and what fails.
 */
export function metricsRoute(token: string | undefined, metrics: StoreMetrics): RequestHandler {
  // Digests have one length whatever was sent, so the comparison takes the same time for every wrong token.
  const expected = token === undefined ? undefined : digest(token);
  return async (req, res) => {
    res.setHeader('cache-control', 'no-store');
    if (!expected) return void res.status(404).json({ message: 'Not found', code: defaultErrorCode(404) });
    const given = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '')?.[1];
    if (given === undefined || !timingSafeEqual(digest(given), expected)) {
      res.setHeader('www-authenticate', 'Bearer realm="metrics"');
      return void res.status(401).json({ message: 'A valid metrics token is required', code: defaultErrorCode(401) });
    }
    const body = await metrics.render();
    res.type(metrics.contentType).send(body);
  };
}
