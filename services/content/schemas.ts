import { z } from 'zod';
import { classifyImageUrl, imageRefusalCode } from '../../infra/media/image-url.js';
import { optionalText, requiredText, textField } from '../../infra/text.js';
import { pageKeys } from '../../events/content.js';

/** Request bodies of the banner calls; pure zod so the web app can share them. */

export const bannerMessages = {
  titleEn: 'English title is required',
  titleAr: 'Arabic title is required',
  image: 'Image is required',
  position: 'Position must be a whole number of 0 or greater',
  isActive: 'isActive must be true or false',
} as const;

const imageUrl = z
  .string({ error: bannerMessages.image })
  .trim()
  .min(1, bannerMessages.image)
  .superRefine((url, ctx) => {
    const image = classifyImageUrl(url);
    if (image.kind === 'refused') ctx.addIssue({ code: 'custom', message: image.message, params: { code: imageRefusalCode(image.message) } });
  });

const fields = {
  titleEn: requiredText(bannerMessages.titleEn, 200),
  titleAr: requiredText(bannerMessages.titleAr, 200),
  subtitleEn: optionalText(500, { multiLine: true }),
  subtitleAr: optionalText(500, { multiLine: true }),
  imageUrl,
  position: z
    .number({ error: bannerMessages.position })
    .int(bannerMessages.position)
    .min(0, bannerMessages.position)
    .max(10_000, bannerMessages.position),
  isActive: z.boolean({ error: bannerMessages.isActive }),
};

export const bannerRequest = z.object({
  ...fields,
  position: fields.position.default(0),
  isActive: fields.isActive.default(true),
});
export type BannerRequest = z.output<typeof bannerRequest>;

/** Absent leaves a subtitle as it is; null or blank removes it. */
const subtitleChange = textField(500, { multiLine: true })
  .nullish()
  .transform((value) => (value === undefined ? undefined : value || null));

/** Every field, or any subset of them (the list's switch sends only isActive). */
export const bannerChangesRequest = z.object({
  titleEn: fields.titleEn.optional(),
  titleAr: fields.titleAr.optional(),
  subtitleEn: subtitleChange,
  subtitleAr: subtitleChange,
  imageUrl: fields.imageUrl.optional(),
  position: fields.position.optional(),
  isActive: fields.isActive.optional(),
});
export type BannerChangesRequest = z.output<typeof bannerChangesRequest>;

export const pageMessages = {
  titleEn: 'English title is required',
  titleAr: 'Arabic title is required',
  bodyEn: 'English text is required',
  bodyAr: 'Arabic text is required',
} as const;

/**
 * PUT /api/admin/pages/:key: a text page's title and text in both languages, all required. 3,000 characters a text
 * keeps the longest page (Arabic letters are two bytes each) inside the API's 16 KB body limit.
 */
export const pageRequest = z.object({
  titleEn: requiredText(pageMessages.titleEn, 120),
  titleAr: requiredText(pageMessages.titleAr, 120),
  bodyEn: requiredText(pageMessages.bodyEn, 3_000, { multiLine: true }),
  bodyAr: requiredText(pageMessages.bodyAr, 3_000, { multiLine: true }),
});
export type PageRequest = z.output<typeof pageRequest>;

/* The answers: what the content calls send back, published with the requests for the web and the API document. */

export const adminBannerAnswer = z.object({
  id: z.string(),
  titleEn: z.string(),
  titleAr: z.string(),
  subtitleEn: z.string().nullable(),
  subtitleAr: z.string().nullable(),
  imageUrl: z.string(),
  isActive: z.boolean(),
  position: z.number().int(),
});
export type BannerAnswer = z.infer<typeof adminBannerAnswer>;
export const shopBannerAnswer = adminBannerAnswer;

export const pageAnswer = z.object({
  key: z.enum(pageKeys),
  titleEn: z.string(),
  titleAr: z.string(),
  bodyEn: z.string(),
  bodyAr: z.string(),
  updatedAt: z.string().nullable(),
});
export type PageAnswer = z.infer<typeof pageAnswer>;
