import { describe, it } from 'vitest';
import type { PageEvent } from '../../events/content.js';
import { deciderSpec } from '../../tests/support/decider-spec.js';
import { pageDecider } from './page.decider.js';

const given = deciderSpec(pageDecider);
const now = new Date('2026-03-01T10:00:00.000Z');
const content = { titleEn: 'About us', titleAr: 'من نحن', bodyEn: 'We sew.', bodyAr: 'نخيط.' };
const written: PageEvent = { type: 'PageWritten', data: { key: 'about', ...content, writtenAt: now.toISOString() } };

describe('page decider', () => {
  it('writes a page whole, the first time and when its text changes', () => {
    given([]).when({ type: 'WritePage', key: 'about', content, now }).then([written]);
    const changed = { ...content, bodyAr: 'نخيط بعناية.' };
    given([written])
      .when({ type: 'WritePage', key: 'about', content: changed, now })
      .then([{ type: 'PageWritten', data: { key: 'about', ...changed, writtenAt: now.toISOString() } }]);
  });

  it('records nothing when the page already says exactly this', () => {
    given([written]).when({ type: 'WritePage', key: 'about', content, now }).then([]);
  });
});
