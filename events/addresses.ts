import { z } from 'zod';
import { userIdOf } from './personal-data.js';
import { defineEvent, personalUpcast, type EventOf } from './catalogue.js';
import { emirateKeys, type EmirateKey } from '../rules/emirates.js';
import { storedPhone } from '../rules/uae-phone.js';

// The emirates' keys are a shared rule (rules/emirates.ts), re-exported for the modules that read them with events.
export { emirateKeys, type EmirateKey };

/** Each emirate's name as the store shows it (and checkout sends it with an order) in English and Arabic. */
export const emirateNames: Record<EmirateKey, { en: string; ar: string }> = {
  'abu-dhabi': { en: 'Abu Dhabi', ar: 'أبوظبي' },
  dubai: { en: 'Dubai', ar: 'دبي' },
  sharjah: { en: 'Sharjah', ar: 'الشارقة' },
  ajman: { en: 'Ajman', ar: 'عجمان' },
  'umm-al-quwain': { en: 'Umm Al Quwain', ar: 'أم القيوين' },
  'ras-al-khaimah': { en: 'Ras Al Khaimah', ar: 'رأس الخيمة' },
  fujairah: { en: 'Fujairah', ar: 'الفجيرة' },
};

/** Arabic letters written the way checkout compares them: alef forms as one, taa marbuta as haa, no tatweel. */
const folded = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\u0623\u0625\u0622]/g, '\u0627')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0640/g, '')
    .replace(/[\s\-_]+/g, ' ');

const emirateByName = new Map<string, EmirateKey>(
  (Object.entries(emirateNames) as [EmirateKey, { en: string; ar: string }][]).flatMap(([key, names]) => [
    [folded(key), key],
    [folded(names.en), key],
    [folded(names.ar), key],
  ]),
);

/** The emirate an order's city names (checkout sends the emirate's name in the shopper's language), or null. */
export function emirateOf(city: string): EmirateKey | null {
  return emirateByName.get(folded(city)) ?? null;
}

const addressFields = {
  name: z.string(),
  phone: z.string(),
  city: z.enum(emirateKeys),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
};

/** An address's personal fields once her key is destroyed (ADR 068): the emirate stays, for the counts. */
const erasedAddress = { name: '', phone: '', addressLine1: '', addressLine2: null };

/**
 * Version 1 of an address's events kept the phone as typed; it reads in E.164 like every phone since (one that is
 * no UAE number, as typed).
 */
const addressPhoneUpcast = {
  schemaVersion: 2,
  upcasters: {
    1: personalUpcast((data) => (typeof data.phone === 'string' ? { ...data, phone: storedPhone(data.phone) } : data)),
  },
};

/** One address book per shopper: one stream, so the rule of one default is decided over all of her addresses. */
export const addressBookStreamId = (userId: string) => `address-book-${userId}`;

export const AddressSaved = defineEvent(
  'AddressSaved',
  z.object({ userId: z.uuid(), addressId: z.uuid(), ...addressFields, savedAt: z.string() }),
  { ...addressPhoneUpcast, personal: { erased: erasedAddress, person: userIdOf } },
);

/** The address's fields as they now read (the whole set, so a reader needs no earlier event to show it). */
export const AddressRevised = defineEvent(
  'AddressRevised',
  z.object({ userId: z.uuid(), addressId: z.uuid(), ...addressFields, revisedAt: z.string() }),
  { ...addressPhoneUpcast, personal: { erased: erasedAddress, person: userIdOf } },
);

/** This address is now the default; the one that was is not any more. */
export const DefaultAddressChosen = defineEvent('DefaultAddressChosen', z.object({ userId: z.uuid(), addressId: z.uuid() }));

export const AddressRemoved = defineEvent(
  'AddressRemoved',
  z.object({ userId: z.uuid(), addressId: z.uuid(), removedAt: z.string() }),
);

export const addressEvents = [AddressSaved, AddressRevised, DefaultAddressChosen, AddressRemoved] as const;
export type AddressEvent = EventOf<typeof addressEvents>;
