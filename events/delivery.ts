import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue.js';
import { emirateKeys, type EmirateKey } from './addresses.js';

/** AED with exactly two decimals, as numeric(10,2) holds it. */
const amount = z.string().regex(/^(0|[1-9]\d{0,7})\.\d{2}$/);

/** Days a delivery takes at the soonest and the latest. */
export const maxEtaDays = 60;

export const deliveryZone = z.object({
  emirate: z.enum(emirateKeys),
  fee: amount,
  etaDays: z.tuple([z.number().int().min(0).max(maxEtaDays), z.number().int().min(0).max(maxEtaDays)]),
});
export type DeliveryZone = z.infer<typeof deliveryZone>;

/**
 * What the store charges to deliver (ADR 066): one zone per emirate, every emirate always present, and the amount of
 * goods above which delivery is free (null: never). The whole set is one event on one stream; the acting admin is in
 * the metadata.
 */
export const deliveryStreamId = 'delivery';

export const DeliveryTermsChanged = defineEvent(
  'DeliveryTermsChanged',
  z.object({ zones: z.array(deliveryZone), freeDeliveryOver: amount.nullable(), changedAt: z.string() }),
);

export const deliveryEvents = [DeliveryTermsChanged] as const;
export type DeliveryEvent = EventOf<typeof deliveryEvents>;

export interface DeliveryTerms {
  readonly zones: readonly DeliveryZone[];
  readonly freeDeliveryOver: string | null;
}

/** A zone nobody has set: free, one to three days. */
export const defaultZone = (emirate: EmirateKey): DeliveryZone => ({ emirate, fee: '0.00', etaDays: [1, 3] });

/**
 * The terms as given, completed: every emirate once, in the address book's order, those left out at the default.
 * With nothing set it is the spec's store: no delivery fee, no threshold.
 */
export function completeTerms(terms: { zones: readonly DeliveryZone[]; freeDeliveryOver: string | null }): DeliveryTerms {
  const given = new Map(terms.zones.map((zone) => [zone.emirate, zone]));
  return {
    zones: emirateKeys.map((emirate) => given.get(emirate) ?? defaultZone(emirate)),
    freeDeliveryOver: terms.freeDeliveryOver,
  };
}

export const noDeliveryTerms: DeliveryTerms = completeTerms({ zones: [], freeDeliveryOver: null });

/** The delivery terms in force, folded from their stream (read by checkout through a fold cache). */
export const deliveryTermsFold = {
  streamType: 'delivery',
  initialState: (): DeliveryTerms => noDeliveryTerms,
  evolve(terms: DeliveryTerms, event: { readonly type: string; readonly data: unknown }): DeliveryTerms {
    const typed = event as DeliveryEvent;
    if (typed.type !== 'DeliveryTermsChanged') return terms;
    return completeTerms(typed.data);
  },
};
