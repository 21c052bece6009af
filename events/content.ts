import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue.js';

const bannerContent = {
  titleEn: z.string(),
  titleAr: z.string(),
  subtitleEn: z.string().nullable(),
  subtitleAr: z.string().nullable(),
  imageUrl: z.string().min(1),
  position: z.number().int().min(0),
};

export const BannerCreated = defineEvent(
  'BannerCreated',
  z.object({ bannerId: z.uuid(), ...bannerContent, isActive: z.boolean(), createdAt: z.string() }),
);

/** Titles, subtitles, image or position changed; showing or hiding is its own event. */
export const BannerRevised = defineEvent('BannerRevised', z.object({ bannerId: z.uuid(), ...bannerContent }));

export const BannerActivated = defineEvent('BannerActivated', z.object({ bannerId: z.uuid() }));
export const BannerDeactivated = defineEvent('BannerDeactivated', z.object({ bannerId: z.uuid() }));
export const BannerDeleted = defineEvent('BannerDeleted', z.object({ bannerId: z.uuid(), deletedAt: z.string() }));

/** The store's text pages, one per footer link; each is one stream, written whole by an admin. */
export const pageKeys = ['about', 'contact', 'shipping', 'returns', 'privacy', 'terms'] as const;
export type PageKey = (typeof pageKeys)[number];
export const pageStreamId = (key: PageKey) => `page-${key}`;

/** A page's title and text in both languages, as the admin saved them. */
export const PageWritten = defineEvent(
  'PageWritten',
  z.object({
    key: z.enum(pageKeys),
    titleEn: z.string(),
    titleAr: z.string(),
    bodyEn: z.string(),
    bodyAr: z.string(),
    writtenAt: z.string(),
  }),
);

export const bannerEvents = [BannerCreated, BannerRevised, BannerActivated, BannerDeactivated, BannerDeleted] as const;
export const pageEvents = [PageWritten] as const;
export const contentEvents = [...bannerEvents, ...pageEvents] as const;
export type BannerEvent = EventOf<typeof bannerEvents>;
export type PageEvent = EventOf<typeof pageEvents>;
