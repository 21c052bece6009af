import { refuse, type Decider } from '../../events/index.js';
import type { BannerEvent } from '../../events/content.js';

export const bannerNotFound = 'Banner not found';

export interface BannerContent {
  readonly titleEn: string;
  readonly titleAr: string;
  readonly subtitleEn: string | null;
  readonly subtitleAr: string | null;
  readonly imageUrl: string;
  readonly position: number;
}

export type BannerChanges = Partial<BannerContent & { readonly isActive: boolean }>;

/** An image URL the handler found it cannot record (an unknown upload, not an image): refused once the banner is known. */
export interface RefusedImage {
  readonly field: string;
  readonly message: string;
  readonly code: string;
  /** The values the code's text needs (an upload's size and the limits). */
  readonly params?: Readonly<Record<string, string | number>>;
}

export type BannerCommand =
  | {
      readonly type: 'CreateBanner';
      readonly bannerId: string;
      readonly content: BannerContent;
      readonly isActive: boolean;
      readonly now: Date;
      readonly refusedImage?: RefusedImage;
    }
  /** Any subset of the fields: the admin's switch sends only isActive. */
  | { readonly type: 'ReviseBanner'; readonly bannerId: string; readonly changes: BannerChanges; readonly refusedImage?: RefusedImage }
  | { readonly type: 'DeleteBanner'; readonly bannerId: string; readonly now: Date };

export type BannerState =
  | { readonly kind: 'new' }
  | { readonly kind: 'existing'; readonly content: BannerContent; readonly isActive: boolean }
  | { readonly kind: 'deleted' };

const contentKeys = ['titleEn', 'titleAr', 'subtitleEn', 'subtitleAr', 'imageUrl', 'position'] as const;

export const bannerDecider: Decider<BannerCommand, BannerEvent, BannerState> = {
  streamType: 'banner',
  initialState: () => ({ kind: 'new' }),
  evolve(state, event) {
    switch (event.type) {
      case 'BannerCreated': {
        const { bannerId: _id, isActive, createdAt: _at, ...content } = event.data;
        return { kind: 'existing', content, isActive };
      }
      case 'BannerRevised': {
        if (state.kind !== 'existing') return state;
        const { bannerId: _id, ...content } = event.data;
        return { ...state, content };
      }
      case 'BannerActivated':
      case 'BannerDeactivated':
        return state.kind === 'existing' ? { ...state, isActive: event.type === 'BannerActivated' } : state;
      case 'BannerDeleted':
        return { kind: 'deleted' };
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateBanner':
        if (state.kind !== 'new') throw refuse.conflict('Banner already exists');
        refuseImage(command.refusedImage);
        return [
          {
            type: 'BannerCreated',
            data: {
              bannerId: command.bannerId,
              ...command.content,
              isActive: command.isActive,
              createdAt: command.now.toISOString(),
            },
          },
        ];
      case 'ReviseBanner': {
        if (state.kind !== 'existing') throw refuse.notFound(bannerNotFound);
        refuseImage(command.refusedImage);
        const { isActive, ...changes } = command.changes;
        const content = { ...state.content, ...withoutUndefined(changes) };
        const events: BannerEvent[] = [];
        if (contentKeys.some((key) => content[key] !== state.content[key])) {
          events.push({ type: 'BannerRevised', data: { bannerId: command.bannerId, ...content } });
        }
        if (isActive !== undefined && isActive !== state.isActive) {
          events.push({ type: isActive ? 'BannerActivated' : 'BannerDeactivated', data: { bannerId: command.bannerId } });
        }
        return events;
      }
      case 'DeleteBanner':
        if (state.kind !== 'existing') throw refuse.notFound(bannerNotFound);
        return [{ type: 'BannerDeleted', data: { bannerId: command.bannerId, deletedAt: command.now.toISOString() } }];
    }
  },
};

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}

export const bannerStream = (bannerId: string) => `banner-${bannerId}`;

function refuseImage(refused: RefusedImage | undefined): void {
  if (refused) throw refuse.invalid(refused.message, { code: refused.code, params: refused.params, errors: { [refused.field]: [refused.message] } });
}
