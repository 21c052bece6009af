import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue.js';

/** A UAE Tax Registration Number: fifteen digits. */
export const trnPattern = /^\d{15}$/;

/** The seller as a tax invoice names it: legal name and address in both languages, and the TRN when registered. */
export const businessDetailsFields = {
  legalNameEn: z.string(),
  legalNameAr: z.string(),
  addressEn: z.string(),
  addressAr: z.string(),
  /** Null until the shop is VAT-registered and has one. */
  trn: z.string().regex(trnPattern).nullable(),
  vatRegistered: z.boolean(),
};
export const businessDetails = z.object(businessDetailsFields);
export type BusinessDetails = z.infer<typeof businessDetails>;

/** One stream holds the seller's details; an invoice copies them as they stood when it was issued. */
export const businessStreamId = 'business';

/** An admin set the seller's details: the whole set as it now stands, the admin in the metadata. */
export const BusinessDetailsChanged = defineEvent(
  'BusinessDetailsChanged',
  z.object({ ...businessDetailsFields, changedAt: z.string() }),
);

export const businessEvents = [BusinessDetailsChanged] as const;
export type BusinessEvent = EventOf<typeof businessEvents>;

/** A shop nobody has described: no name, not registered, so its invoices are plain invoices without VAT. */
export const noBusinessDetails: BusinessDetails = {
  legalNameEn: '',
  legalNameAr: '',
  addressEn: '',
  addressAr: '',
  trn: null,
  vatRegistered: false,
};

export const businessFold = {
  streamType: 'business',
  initialState: (): BusinessDetails => noBusinessDetails,
  evolve(details: BusinessDetails, event: { readonly type: string; readonly data: unknown }): BusinessDetails {
    const typed = event as BusinessEvent;
    if (typed.type !== 'BusinessDetailsChanged') return details;
    const { changedAt: _at, ...next } = typed.data;
    return next;
  },
};
