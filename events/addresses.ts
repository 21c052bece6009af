import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue.js';

/**
 * The seven emirates a delivery address is in, by key: the web shows each in the reader's language (and checkout
 * sends that name with the order, as it always has).
 */
export const emirateKeys = ['abu-dhabi', 'dubai', 'sharjah', 'ajman', 'umm-al-quwain', 'ras-al-khaimah', 'fujairah'] as const;
export type EmirateKey = (typeof emirateKeys)[number];

const addressFields = {
  name: z.string(),
  phone: z.string(),
  city: z.enum(emirateKeys),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
};

/** One address book per shopper: one stream, so the rule of one default is decided over all of her addresses. */
export const addressBookStreamId = (userId: string) => `address-book-${userId}`;

export const AddressSaved = defineEvent(
  'AddressSaved',
  z.object({ userId: z.uuid(), addressId: z.uuid(), ...addressFields, savedAt: z.string() }),
);

/** The address's fields as they now read (the whole set, so a reader needs no earlier event to show it). */
export const AddressRevised = defineEvent(
  'AddressRevised',
  z.object({ userId: z.uuid(), addressId: z.uuid(), ...addressFields, revisedAt: z.string() }),
);

/** This address is now the default; the one that was is not any more. */
export const DefaultAddressChosen = defineEvent('DefaultAddressChosen', z.object({ userId: z.uuid(), addressId: z.uuid() }));

export const AddressRemoved = defineEvent(
  'AddressRemoved',
  z.object({ userId: z.uuid(), addressId: z.uuid(), removedAt: z.string() }),
);

export const addressEvents = [AddressSaved, AddressRevised, DefaultAddressChosen, AddressRemoved] as const;
export type AddressEvent = EventOf<typeof addressEvents>;
