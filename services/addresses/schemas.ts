import { z } from 'zod';
import { emirateKeys, type EmirateKey } from '../../events/addresses.js';
import { optionalText, requiredText, textField } from '../../infra/text.js';
import { invalidPhoneCode, invalidPhoneMessage, isUaePhone, storedPhone } from '../../rules/uae-phone.js';

/** Request bodies of the address book; pure zod, so the web app may share them. */
const name = requiredText('Full name is required', 200);
// Kept in one form, E.164, however it was typed.
const phone = requiredText('Phone is required', 40)
  .refine(isUaePhone, { message: invalidPhoneMessage, params: { code: invalidPhoneCode } })
  .transform(storedPhone);
const emirateMessage = 'Choose one of the seven emirates';
const city = z
  .string({ error: emirateMessage })
  .refine((value) => (emirateKeys as readonly string[]).includes(value), { message: emirateMessage, params: { code: 'invalid_emirate' } })
  .transform((value) => value as EmirateKey);
const addressLine1 = requiredText('Address line 1 is required', 300);
const addressLine2 = optionalText(300);
const isDefault = z.boolean({ error: 'isDefault must be true or false' });

export const addressRequest = z.object({ name, phone, city, addressLine1, addressLine2, isDefault: isDefault.optional().default(false) });
export type AddressRequest = z.infer<typeof addressRequest>;
/** An address as the web sends it (`isDefault` may be left out). */
export type AddressBody = z.input<typeof addressRequest>;

export const addressChangesRequest = z
  .object({
    name: name.optional(),
    phone: phone.optional(),
    city: city.optional(),
    addressLine1: addressLine1.optional(),
    // Absent leaves the line as it is; null or blank clears it.
    addressLine2: textField(300)
      .nullable()
      .optional()
      .transform((value) => (value === undefined ? undefined : value || null)),
    isDefault: isDefault.optional(),
  })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), { message: 'Nothing to change' });
export type AddressChangesRequest = z.infer<typeof addressChangesRequest>;
export type AddressChangesBody = z.input<typeof addressChangesRequest>;

/** A saved address as the address book answers it. */
export const addressAnswer = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  city: z.enum(emirateKeys),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AddressAnswer = z.infer<typeof addressAnswer>;
