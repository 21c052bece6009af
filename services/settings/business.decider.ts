import { z } from 'zod';
import {
  BusinessDetailsChanged,
  businessFold,
  trnPattern,
  type BusinessDetails,
} from '../../events/business.js';
import type { Decider } from '../../events/index.js';
import { requiredText } from '../../infra/text.js';

export const businessMessages = {
  legalNameEn: 'The legal name in English is required',
  legalNameAr: 'The legal name in Arabic is required',
  addressEn: 'The address in English is required',
  addressAr: 'The address in Arabic is required',
  trn: 'The TRN is 15 digits',
  trnRequired: 'A VAT-registered shop needs its TRN',
  vatRegistered: 'Say whether the shop is VAT-registered',
} as const;

/**
 * PUT /api/admin/business: the seller as its tax invoices name it (ADR 067), the whole set. The TRN may be sent with
 * spaces or dashes between its digits; empty means none. A VAT-registered shop needs one.
 */
export const businessRequest = z
  .object({
    legalNameEn: requiredText(businessMessages.legalNameEn, 200),
    legalNameAr: requiredText(businessMessages.legalNameAr, 200),
    addressEn: requiredText(businessMessages.addressEn, 300),
    addressAr: requiredText(businessMessages.addressAr, 300),
    trn: z
      .string({ error: businessMessages.trn })
      .max(40, businessMessages.trn)
      .nullish()
      .transform((value) => (value ? value.replace(/[\s-]/g, '') : null))
      .refine((value) => value === null || trnPattern.test(value), businessMessages.trn),
    vatRegistered: z.boolean({ error: businessMessages.vatRegistered }),
  })
  .refine((body) => !body.vatRegistered || body.trn !== null, { message: businessMessages.trnRequired, path: ['trn'] });
export type BusinessRequest = z.output<typeof businessRequest>;
/** The seller's details as the back office sends them (the TRN may carry spaces or dashes). */
export type BusinessBody = z.input<typeof businessRequest>;

/** The seller's details as the back office reads and sets them. */
export const businessAnswer = z
  .object({
    legalNameEn: z.string(),
    legalNameAr: z.string(),
    addressEn: z.string(),
    addressAr: z.string(),
    trn: z.string().regex(trnPattern).nullable(),
    vatRegistered: z.boolean(),
  })
  .strict();
export type BusinessAnswer = z.infer<typeof businessAnswer>;

type Changed = (typeof BusinessDetailsChanged)['schema']['_output'];

const same = (a: BusinessDetails, b: BusinessDetails) =>
  a.legalNameEn === b.legalNameEn &&
  a.legalNameAr === b.legalNameAr &&
  a.addressEn === b.addressEn &&
  a.addressAr === b.addressAr &&
  a.trn === b.trn &&
  a.vatRegistered === b.vatRegistered;

/** Sets the seller's details as a whole; the same details again append nothing. Invoices keep the details they copied. */
export const businessDecider: Decider<
  { readonly details: BusinessRequest; readonly now: Date },
  { readonly type: 'BusinessDetailsChanged'; readonly data: Changed },
  BusinessDetails
> = {
  streamType: businessFold.streamType,
  initialState: businessFold.initialState,
  evolve: (details, event) => businessFold.evolve(details, event),
  decide({ details, now }, current) {
    if (same(details, current)) return [];
    return [{ type: 'BusinessDetailsChanged', data: { ...details, changedAt: now.toISOString() } }];
  },
};
