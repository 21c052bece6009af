import { Router } from 'express';
import type pg from 'pg';
import { notFound } from '../errors.js';
import { matchesEtag } from '../http/cache.js';
import { findImage } from './media-store.js';

const namePattern = /^([0-9a-f]{64})\.(png|jpg|webp|gif|avif)$/;

/** Serves stored images. A name is a hash of the bytes, so a response never changes: cached for a year. */
export function mediaRoutes(pool: pg.Pool): Router {
  const router = Router();
  router.get('/media/:name', async (req, res) => {
    const match = namePattern.exec(req.params.name);
    if (!match) throw notFound('Image not found');
    const [, sha256, extension] = match as unknown as [string, string, string];
    const etag = `"${sha256}"`;
    res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    res.setHeader('etag', etag);
    if (matchesEtag(req.get('if-none-match'), etag)) {
      res.status(304).end();
      return;
    }
    const image = await findImage(pool, sha256, extension);
    if (!image) {
      res.removeHeader('cache-control');
      res.removeHeader('etag');
      throw notFound('Image not found');
    }
    res.type(image.contentType).send(image.bytes);
  });
  return router;
}
