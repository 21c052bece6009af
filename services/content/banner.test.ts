import { describe, it } from 'vitest';
import type { BannerEvent } from '../../events/content.js';
import { deciderSpec } from '../../tests/support/decider-spec.js';
import { bannerDecider } from './banner.decider.js';

const given = deciderSpec(bannerDecider);
const bannerId = '44444444-4444-4444-8444-444444444444';
const now = new Date('2026-03-01T10:00:00.000Z');
const content = {
  titleEn: 'New Abayas',
  titleAr: 'عبايات جديدة',
  subtitleEn: 'Soft crepe',
  subtitleAr: null,
  imageUrl: 'https://cdn.example.com/banner.jpg',
  position: 0,
};
const created: BannerEvent = { type: 'BannerCreated', data: { bannerId, ...content, isActive: true, createdAt: now.toISOString() } };

describe('banner decider', () => {
  it('creates a banner', () => {
    given([]).when({ type: 'CreateBanner', bannerId, content, isActive: true, now }).then([created]);
  });

  it('switches a banner off and on with its own events, and ignores a switch to the current state', () => {
    given([created]).when({ type: 'ReviseBanner', bannerId, changes: { isActive: false } }).then([{ type: 'BannerDeactivated', data: { bannerId } }]);
    given([created, { type: 'BannerDeactivated', data: { bannerId } }])
      .when({ type: 'ReviseBanner', bannerId, changes: { isActive: true } })
      .then([{ type: 'BannerActivated', data: { bannerId } }]);
    given([created]).when({ type: 'ReviseBanner', bannerId, changes: { isActive: true } }).then([]);
  });

  it('revises the content, keeping fields that were not sent', () => {
    given([created])
      .when({ type: 'ReviseBanner', bannerId, changes: { titleEn: 'Autumn Abayas', position: 2, isActive: false } })
      .then([
        { type: 'BannerRevised', data: { bannerId, ...content, titleEn: 'Autumn Abayas', position: 2 } },
        { type: 'BannerDeactivated', data: { bannerId } },
      ]);
  });

  it('removes a subtitle sent as null', () => {
    given([created])
      .when({ type: 'ReviseBanner', bannerId, changes: { subtitleEn: null } })
      .then([{ type: 'BannerRevised', data: { bannerId, ...content, subtitleEn: null } }]);
  });

  it('refuses an image the handler could not record, once the banner is known to exist', () => {
    const refusedImage = { field: 'imageUrl', message: 'Image not found', code: 'unknown_image' };
    const changes = { imageUrl: '/api/media/unknown.png' };
    given([created]).when({ type: 'ReviseBanner', bannerId, changes, refusedImage }).thenRefuses('invalid', { code: 'unknown_image' });
    given([]).when({ type: 'ReviseBanner', bannerId, changes, refusedImage }).thenRefuses('not_found', 'Banner not found');
  });

  it('answers 404 for unknown or deleted banners', () => {
    const deleted: BannerEvent = { type: 'BannerDeleted', data: { bannerId, deletedAt: now.toISOString() } };
    given([created]).when({ type: 'DeleteBanner', bannerId, now }).then([deleted]);
    given([]).when({ type: 'ReviseBanner', bannerId, changes: { isActive: false } }).thenRefuses('not_found', 'Banner not found');
    given([created, deleted]).when({ type: 'DeleteBanner', bannerId, now }).thenRefuses('not_found', 'Banner not found');
  });
});
