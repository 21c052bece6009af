import { z } from 'zod';
import { twoDecimalAmountField } from '../../infra/money.js';

export const settingsMessages = {
  key: 'Unknown setting: codFee, unconfirmedCancelHours, maxDeliveryAttempts, returnWindowDays or personalDataRetentionYears can be set',
  unconfirmedCancelHours: 'Hours before an unconfirmed order is cancelled must be a whole number from 0 (never) to 720',
  maxDeliveryAttempts: 'Delivery attempts must be a whole number from 1 to 10',
  returnWindowDays: 'Days to ask for a return must be a whole number from 0 to 365',
  personalDataRetentionYears: 'Years to keep an inactive customer\'s personal data must be a whole number from 1 to 20',
  codFee: 'COD fee is required',
  codFeeInvalid: 'COD fee must be a valid number (0 or greater)',
  codFeeTooLarge: 'COD fee must be at most 99,999,999.99',
  codFeeTooPrecise: 'COD fee must have at most two decimals',
} as const;

/**
 * POST /api/admin/settings: `{ key: "codFee", value: "15" }`, stored as "15.00". Any number of 0 or more is taken
 * (spec §5) if it has at most the two decimals of the spec's precision: "1e2" as "100.00", "12.340" as "12.34";
 * "12.345" is refused (400) rather than silently stored as another fee than the admin typed.
 */
const codFeeRequest = z.object({
  key: z.literal('codFee'),
  value: twoDecimalAmountField({
    required: settingsMessages.codFee,
    invalid: settingsMessages.codFeeInvalid,
    tooLarge: settingsMessages.codFeeTooLarge,
    tooPrecise: settingsMessages.codFeeTooPrecise,
  }),
});

/** A whole number within bounds, sent as a number or as its digits; stored as its digits. */
const wholeNumberSetting = (min: number, max: number, message: string) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d{1,6}$/, message).transform(Number)], { error: message })
    .pipe(z.number({ error: message }).int(message).min(min, message).max(max, message))
    .transform(String);

/**
 * `{ key: "unconfirmedCancelHours", value: 48 }` (0: never, ADR 057) and `{ key: "maxDeliveryAttempts", value: 3 }`:
 * the COD life's settings.
 */
export const settingRequest = z.discriminatedUnion(
  'key',
  [
    codFeeRequest,
    z.object({ key: z.literal('unconfirmedCancelHours'), value: wholeNumberSetting(0, 720, settingsMessages.unconfirmedCancelHours) }),
    z.object({ key: z.literal('maxDeliveryAttempts'), value: wholeNumberSetting(1, 10, settingsMessages.maxDeliveryAttempts) }),
    // Days after delivery a return may be asked for (0: returns are closed).
    z.object({ key: z.literal('returnWindowDays'), value: wholeNumberSetting(0, 365, settingsMessages.returnWindowDays) }),
    // Years without an order or a sign-in after which a customer's personal data is erased (the retention rules).
    z.object({
      key: z.literal('personalDataRetentionYears'),
      value: wholeNumberSetting(1, 20, settingsMessages.personalDataRetentionYears),
    }),
  ],
  { error: settingsMessages.key },
);
export type SettingRequest = z.output<typeof settingRequest>;
/** A setting as the back office sends it (whole numbers as numbers or digits). */
export type SettingBody = z.input<typeof settingRequest>;

/** The shop's settings as read (the same for the shop and the back office). */
const codFeeAnswer = z.object({ codFee: z.string().regex(/^\d+\.\d{2}$/) });
/** The shop's own: the COD fee, and the days after delivery she may ask for a return (ADR 067). */
export const settingsAnswer = codFeeAnswer.extend({ returnWindowDays: z.number().int() });
export type SettingsAnswer = z.infer<typeof settingsAnswer>;

/** Every setting, as the back office reads them. */
export const adminSettingsAnswer = settingsAnswer.extend({
  unconfirmedCancelHours: z.number().int(),
  maxDeliveryAttempts: z.number().int(),
  returnWindowDays: z.number().int(),
  personalDataRetentionYears: z.number().int(),
});
export type AdminSettingsAnswer = z.infer<typeof adminSettingsAnswer>;

/** The answer to a change: the setting just set, under its key. */
export const settingChangeAnswer = z.union([
  codFeeAnswer,
  z.object({ unconfirmedCancelHours: z.number().int() }),
  z.object({ maxDeliveryAttempts: z.number().int() }),
  z.object({ returnWindowDays: z.number().int() }),
  z.object({ personalDataRetentionYears: z.number().int() }),
]);

export { businessAnswer, businessRequest, type BusinessAnswer, type BusinessBody, type BusinessRequest } from './business.decider.js';
