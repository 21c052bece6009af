import { Router } from 'express';
import type pg from 'pg';
import { notFound } from '../errors.js';
import { matchesEtag } from '../http/cache.js';
import { findImage } from './media-store.js';
import { findRendition, formatFor, renditionWidths } from './renditions.js';

const namePattern = /^([0-9a-f]{64})\.(png|jpg|webp|gif|avif)$/;

const widths = new Set<string>(renditionWidths.map(String));

/**
 * Serves stored images, as uploaded or (`?w=`) at one of the rendition widths in the best format the browser
 * accepts. A name is a hash of the bytes, so a response never changes: cached for a year (by `Accept` too when
 * the format follows it).
 */
export function mediaRoutes(pool: pg.Pool): Router {
  const router = Router();
  router.get('/media/:name', async (req, res) => {
    const match = namePattern.exec(req.params.name);
    if (!match) throw notFound('Image not found');
    const [, sha256, extension] = match as unknown as [string, string, string];
    const width = req.query.w;
    if (width !== undefined && (typeof width !== 'string' || !widths.has(width))) throw notFound('Image not found');
    const format = width === undefined ? 'original' : formatFor(req.get('accept'), extension);
    const etag = width === undefined ? `"${sha256}"` : `"${sha256}-${width}-${format}"`;
    if (width !== undefined) res.setHeader('vary', 'Accept');
    res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    res.setHeader('etag', etag);
    if (matchesEtag(req.get('if-none-match'), etag)) {
      res.status(304).end();
      return;
    }
    const image = width === undefined ? await findImage(pool, sha256, extension) : await findRendition(pool, sha256, extension, Number(width), format);
    if (!image) {
      res.removeHeader('cache-control');
      res.removeHeader('etag');
      throw notFound('Image not found');
    }
    res.type(image.contentType).send(image.bytes);
  });
  return router;
}
