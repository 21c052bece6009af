import { z } from 'zod';
import type { ApiOperation } from '../../infra/http/openapi.js';
import { adminBannerAnswer, bannerChangesRequest, bannerRequest, pageAnswer, pageRequest, shopBannerAnswer } from './schemas.js';

/** The content module's calls, for the API document (infra/http/openapi.ts). */
export const contentOperations: readonly ApiOperation[] = [
  { method: 'GET', route: '/api/banners', summary: "The shop's active banners, in order", access: 'anyone', responses: { 200: z.array(shopBannerAnswer) } },
  { method: 'GET', route: '/api/pages/:key', summary: 'A page of the shop (about, terms…)', access: 'anyone', responses: { 200: pageAnswer } },
  { method: 'GET', route: '/api/admin/banners', summary: 'Every banner', access: 'admin', responses: { 200: z.array(adminBannerAnswer) } },
  { method: 'POST', route: '/api/admin/banners', summary: 'Add a banner', access: 'admin', body: bannerRequest, responses: { 201: adminBannerAnswer } },
  { method: 'PATCH', route: '/api/admin/banners/:id', summary: 'Change a banner', access: 'admin', body: bannerChangesRequest, responses: { 200: adminBannerAnswer } },
  { method: 'DELETE', route: '/api/admin/banners/:id', summary: 'Delete a banner', access: 'admin', responses: { 204: null } },
  { method: 'GET', route: '/api/admin/pages', summary: 'Every page', access: 'admin', responses: { 200: z.array(pageAnswer) } },
  { method: 'PUT', route: '/api/admin/pages/:key', summary: 'Write a page', access: 'admin', body: pageRequest, responses: { 200: pageAnswer } },
];
