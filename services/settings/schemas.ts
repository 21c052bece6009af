import { z } from 'zod';
import { amountField } from '../../infra/money.js';

export const settingsMessages = {
  key: 'Unknown setting: only codFee can be set',
  codFee: 'COD fee is required',
  codFeeInvalid: 'COD fee must be a valid number (0 or greater)',
} as const;

/** POST /api/admin/settings: `{ key: "codFee", value: "15" }`, stored as "15.00". */
export const settingRequest = z.object({
  key: z.literal('codFee', { error: settingsMessages.key }),
  value: amountField({ required: settingsMessages.codFee, invalid: settingsMessages.codFeeInvalid }),
});
export type SettingRequest = z.output<typeof settingRequest>;
