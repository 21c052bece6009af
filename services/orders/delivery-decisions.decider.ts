import type { Decider } from '../../events/index.js';
import { completeTerms, deliveryTermsFold, type DeliveryEvent, type DeliveryTerms } from '../../events/delivery.js';
import type { DeliveryRequest } from './schemas.js';

type TermsChanged = Extract<DeliveryEvent, { type: 'DeliveryTermsChanged' }>;

const sameTerms = (a: DeliveryTerms, b: DeliveryTerms) =>
  a.freeDeliveryOver === b.freeDeliveryOver &&
  a.zones.every((zone, index) => {
    const other = b.zones[index]!;
    return zone.emirate === other.emirate && zone.fee === other.fee && zone.etaDays[0] === other.etaDays[0] && zone.etaDays[1] === other.etaDays[1];
  });

/**
 * Sets the delivery terms as a whole (ADR 066): every emirate once, those left out at the default, the threshold or
 * none. Terms equal to the ones in force append nothing. Orders keep the amounts they were placed with.
 */
export const deliveryTermsDecider: Decider<{ readonly terms: DeliveryRequest; readonly now: Date }, TermsChanged, DeliveryTerms> = {
  streamType: deliveryTermsFold.streamType,
  initialState: deliveryTermsFold.initialState,
  evolve: (terms, event) => deliveryTermsFold.evolve(terms, event),
  decide({ terms, now }, current) {
    const next = completeTerms(terms);
    if (sameTerms(next, current)) return [];
    return [{ type: 'DeliveryTermsChanged', data: { zones: [...next.zones], freeDeliveryOver: next.freeDeliveryOver, changedAt: now.toISOString() } }];
  },
};
