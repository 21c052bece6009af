import { z } from 'zod';
import { roundedAmountField } from '../../infra/money.js';

export const settingsMessages = {
  key: 'Unknown setting: only codFee can be set',
  codFee: 'COD fee is required',
  codFeeInvalid: 'COD fee must be a valid number (0 or greater)',
  codFeeTooLarge: 'COD fee must be at most 99,999,999.99',
} as const;

/**
 * POST /api/admin/settings: `{ key: "codFee", value: "15" }`, stored as "15.00". Any number of 0 or more is taken
 * (spec §5) and stored at the two decimals of the spec's precision: "12.345" as "12.35", "1e2" as "100.00".
 */
export const settingRequest = z.object({
  key: z.literal('codFee', { error: settingsMessages.key }),
  value: roundedAmountField({
    required: settingsMessages.codFee,
    invalid: settingsMessages.codFeeInvalid,
    tooLarge: settingsMessages.codFeeTooLarge,
  }),
});
export type SettingRequest = z.output<typeof settingRequest>;

/** The shop's settings as read (the same for the shop and the back office). */
export const settingsAnswer = z.object({ codFee: z.string().regex(/^\d+\.\d{2}$/) });
export type SettingsAnswer = z.infer<typeof settingsAnswer>;
