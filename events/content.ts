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

export const contentEvents = [BannerCreated, BannerRevised, BannerActivated, BannerDeactivated, BannerDeleted] as const;
export type BannerEvent = EventOf<typeof contentEvents>;
