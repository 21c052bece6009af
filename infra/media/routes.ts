import { z } from 'zod';
import type pg from 'pg';
import { AppError, notFound } from '../errors.js';
import { matchesEtag } from '../http/cache.js';
import { findImage } from './media-store.js';
import { findRendition, formatFor, renditionWidths } from './renditions.js';
import type { RouteDefinition } from '../http/routes.js';

const namePattern = /^([0-9a-f]{64})\.(png|jpg|webp|gif|avif)$/;

const widths = new Set<string>(renditionWidths.map(String));

/** How long a "cannot be made" answer may be kept: the original never changes, but a newer sharp may read it. */
const unrenderableSeconds = 24 * 60 * 60;

/**
 * Serves stored images, as uploaded or (`?w=`) at one of the rendition widths in the best format the browser
 * accepts. A name is a hash of the bytes, so a response never changes: cached for a year (by `Accept` too when
 * the format follows it). Only an image is given those headers: a 404, a 410 or a busy 503 is never cached as one.
 */
export const mediaRoutes: readonly RouteDefinition<pg.Pool>[] = [
  {
    method: 'GET',
    route: '/api/media/:name',
    summary: 'An uploaded image, or a rendition of it at width `w`',
    access: 'anyone',
    query: z.object({ w: z.string().optional().describe('A rendition width') }),
    responses: { 200: { mediaType: 'image/*' }, 304: null },
    handler: (pool) => async (req, res) => {
      const match = namePattern.exec(String(req.params.name));
      if (!match) throw notFound('Image not found');
      const [, sha256, extension] = match as unknown as [string, string, string];
      const width = req.query.w;
      if (width !== undefined && (typeof width !== 'string' || !widths.has(width))) throw notFound('Image not found');
      const format = width === undefined ? 'original' : formatFor(req.get('accept'), extension);
      const etag = width === undefined ? `"${sha256}"` : `"${sha256}-${width}-${format}"`;
      if (width !== undefined) res.setHeader('vary', 'Accept');
      const cachedForAYear = () => {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        res.setHeader('etag', etag);
      };
      if (matchesEtag(req.get('if-none-match'), etag)) {
        cachedForAYear();
        res.status(304).end();
        return;
      }
      const image = width === undefined ? await findImage(pool, sha256, extension) : await findRendition(pool, sha256, extension, Number(width), format);
      if (!image) throw notFound('Image not found');
      if ('kind' in image && image.kind === 'unrenderable') {
        // Gone for good at every size: the original's bytes cannot be read (ADR 062). Said at once from then on.
        res.setHeader('cache-control', `public, max-age=${unrenderableSeconds}`);
        throw new AppError(410, 'This image cannot be shown at this size: its stored file cannot be read', undefined, 'image_unrenderable');
      }
      cachedForAYear();
      res.type(image.contentType).send(image.bytes);
    },
  },
];
