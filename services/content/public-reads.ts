import { z } from 'zod';
import { entryFrom } from '../../infra/http/public-reads/fast-path.js';
import type { RouteDefinition } from '../../infra/http/routes.js';
import { publicBanners } from './routes.js';
import { shopBannerAnswer } from './schemas.js';

/** The shop's banner read (infra/http/public-reads): the active banners, cached per version. */
export const contentPublicReads: readonly RouteDefinition[] = [
  {
    method: 'GET',
    route: '/api/banners',
    summary: "The shop's active banners, in order",
    access: 'anyone',
    responses: { 200: z.array(shopBannerAnswer) },
    cachedRead: (context) => {
      const banners = publicBanners(context);
      return () => entryFrom(banners, (active) => active.entry);
    },
  },
];
