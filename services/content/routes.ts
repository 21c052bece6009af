import { Router, type Request, type Response } from 'express';
import type { AppendResult } from '../../events/index.js';
import type { LargeBodyRoute } from '../../infra/http/body-limits.js';
import { cachePerStore, jsonEntry, sendJsonEntry, type JsonEntry } from '../../infra/http/cache.js';
import { metadataOf, written, type ModuleContext } from '../../infra/http/context.js';
import { uuidParam } from '../../infra/http/params.js';
import { parse } from '../../infra/http/validate.js';
import {
  listBanners,
  readActiveBannersSnapshot,
  readBannersVersion,
  type BannerRecord,
} from '../../projections/banners/index.js';
import { pageKeys, type PageKey } from '../../events/content.js';
import { notFound } from '../../infra/errors.js';
import { findPage, listPages } from '../../projections/pages/index.js';
import { bannerNotFound } from './banner.decider.js';
import { pageNotFound } from './page.decider.js';
import { writePage } from './page-commands.js';
import { createBanner, deleteBanner, reviseBanner } from './commands.js';
import { bannerChangesRequest, bannerRequest, pageRequest } from './schemas.js';

interface PublicBanners {
  readonly entry: JsonEntry;
  readonly banners: readonly BannerRecord[];
}

/** The active banners as the shop reads them, one cache per running store (the API and the home page share it). */
export const publicBanners = cachePerStore<PublicBanners>('banners', (pool) => ({
  readVersion: () => readBannersVersion(pool),
  load: async () => {
    const { version, snapshot } = await readActiveBannersSnapshot(pool);
    return { version, snapshot: { entry: jsonEntry(snapshot), banners: snapshot } };
  },
}));

/** The banner writes, whose picture may come inline (an uploaded file as a data URL): they take large bodies. */
export const contentImageWrites: readonly LargeBodyRoute[] = [
  { method: 'post', path: '/admin/banners' },
  { method: 'patch', path: '/admin/banners/:id' },
];

export function contentRoutes(context: ModuleContext): Router {
  const router = Router();

  /** Answers a banner write at its append with the banner its decision left (ADR 049). */
  async function answer(req: Request, res: Response, status: number, append: AppendResult | null, banner: BannerRecord) {
    await written(context, req, res, append);
    res.setHeader('cache-control', 'no-store');
    res.status(status).json(banner);
  }

  router.get('/admin/banners', async (_req, res) => {
    res.setHeader('cache-control', 'no-store');
    res.json(await listBanners(context.pool));
  });

  router.post('/admin/banners', async (req, res) => {
    const body = parse(bannerRequest, req.body);
    const { append, banner } = await createBanner(context, body, metadataOf(req));
    await answer(req, res, 201, append, banner);
  });

  router.patch('/admin/banners/:id', async (req, res) => {
    const bannerId = uuidParam(req, 'id', bannerNotFound);
    const body = parse(bannerChangesRequest, req.body);
    const { append, banner } = await reviseBanner(context, bannerId, body, metadataOf(req));
    await answer(req, res, 200, append, banner);
  });

  router.delete('/admin/banners/:id', async (req, res) => {
    const bannerId = uuidParam(req, 'id', bannerNotFound);
    await written(context, req, res, await deleteBanner(context, bannerId, metadataOf(req)));
    res.status(204).end();
  });

  // The text pages behind the footer's links (About, Contact…): a shopper reads one, an admin writes them.
  router.get('/pages/:key', async (req, res) => {
    sendJsonEntry(req, res, jsonEntry(await findPage(context.pool, pageKeyParam(req.params.key))));
  });

  router.get('/admin/pages', async (_req, res) => {
    res.setHeader('cache-control', 'no-store');
    res.json(await listPages(context.pool));
  });

  router.put('/admin/pages/:key', async (req, res) => {
    const key = pageKeyParam(req.params.key);
    const body = parse(pageRequest, req.body);
    const { append, page } = await writePage(context, key, body, metadataOf(req));
    await written(context, req, res, append);
    res.setHeader('cache-control', 'no-store');
    res.json(page);
  });

  return router;
}

function pageKeyParam(value: unknown): PageKey {
  if (typeof value === 'string' && (pageKeys as readonly string[]).includes(value)) return value as PageKey;
  throw notFound(pageNotFound);
}
