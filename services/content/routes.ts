import type { Request, Response } from 'express';
import { z } from 'zod';
import type { AppendResult } from '../../events/index.js';
import { cachePerStore, jsonEntry, sendJsonEntry, type JsonEntry } from '../../infra/http/cache.js';
import { metadataOf, written, type ModuleContext } from '../../infra/http/context.js';
import { uuidParam } from '../../infra/http/params.js';
import { parse } from '../../infra/http/validate.js';
import { listBanners, readActiveBannersSnapshot, readBannersVersion, type BannerRecord } from '../../projections/banners/index.js';
import { pageKeys, type PageKey } from '../../events/content.js';
import { notFound } from '../../infra/errors.js';
import { findPage, listPages } from '../../projections/pages/index.js';
import { bannerNotFound } from './banner.decider.js';
import { pageNotFound } from './page.decider.js';
import { writePage } from './page-commands.js';
import { createBanner, deleteBanner, reviseBanner } from './commands.js';
import { bannerChangesRequest, bannerRequest, pageRequest, adminBannerAnswer, pageAnswer } from './schemas.js';
import type { RouteDefinition } from '../../infra/http/routes.js';

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

/** Answers a banner write at its append with the banner its decision left (ADR 049). */
async function answer(context: ModuleContext, req: Request, res: Response, status: number, append: AppendResult | null, banner: BannerRecord) {
  await written(context, req, res, append);
  res.setHeader('cache-control', 'no-store');
  res.status(status).json(banner);
}

export const contentRoutes: readonly RouteDefinition[] = [
  {
    method: 'GET',
    route: '/api/admin/banners',
    summary: 'Every banner',
    access: 'admin',
    responses: { 200: z.array(adminBannerAnswer) },
    handler: (context) => async (_req, res) => {
      res.setHeader('cache-control', 'no-store');
      res.json(await listBanners(context.pool));
    },
  },
  {
    method: 'POST',
    route: '/api/admin/banners',
    summary: 'Add a banner',
    access: 'admin',
    // Its picture may come inline (an uploaded file as a data URL).
    largeBody: true,
    body: bannerRequest,
    responses: { 201: adminBannerAnswer },
    handler: (context) => async (req, res) => {
      const body = parse(bannerRequest, req.body);
      const { append, banner } = await createBanner(context, body, metadataOf(req));
      await answer(context, req, res, 201, append, banner);
    },
  },
  {
    method: 'PATCH',
    route: '/api/admin/banners/:id',
    summary: 'Change a banner',
    access: 'admin',
    // Its picture may come inline (an uploaded file as a data URL).
    largeBody: true,
    body: bannerChangesRequest,
    responses: { 200: adminBannerAnswer },
    handler: (context) => async (req, res) => {
      const bannerId = uuidParam(req, 'id', bannerNotFound);
      const body = parse(bannerChangesRequest, req.body);
      const { append, banner } = await reviseBanner(context, bannerId, body, metadataOf(req));
      await answer(context, req, res, 200, append, banner);
    },
  },
  {
    method: 'DELETE',
    route: '/api/admin/banners/:id',
    summary: 'Delete a banner',
    access: 'admin',
    responses: { 204: null },
    handler: (context) => async (req, res) => {
      const bannerId = uuidParam(req, 'id', bannerNotFound);
      await written(context, req, res, await deleteBanner(context, bannerId, metadataOf(req)));
      res.status(204).end();
    },
  },
  // The text pages behind the footer's links (About, Contact…): a shopper reads one, an admin writes them.
  {
    method: 'GET',
    route: '/api/pages/:key',
    summary: 'A page of the shop (about, terms…)',
    access: 'anyone',
    responses: { 200: pageAnswer },
    handler: (context) => async (req, res) => {
      sendJsonEntry(req, res, jsonEntry(await findPage(context.pool, pageKeyParam(req.params.key))));
    },
  },
  {
    method: 'GET',
    route: '/api/admin/pages',
    summary: 'Every page',
    access: 'admin',
    responses: { 200: z.array(pageAnswer) },
    handler: (context) => async (_req, res) => {
      res.setHeader('cache-control', 'no-store');
      res.json(await listPages(context.pool));
    },
  },
  {
    method: 'PUT',
    route: '/api/admin/pages/:key',
    summary: 'Write a page',
    access: 'admin',
    body: pageRequest,
    responses: { 200: pageAnswer },
    handler: (context) => async (req, res) => {
      const key = pageKeyParam(req.params.key);
      const body = parse(pageRequest, req.body);
      const { append, page } = await writePage(context, key, body, metadataOf(req));
      await written(context, req, res, append);
      res.setHeader('cache-control', 'no-store');
      res.json(page);
    },
  },
];

function pageKeyParam(value: unknown): PageKey {
  if (typeof value === 'string' && (pageKeys as readonly string[]).includes(value)) return value as PageKey;
  throw notFound(pageNotFound);
}
