import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue.js';

export const settingKeys = ['codFee', 'unconfirmedCancelHours', 'maxDeliveryAttempts'] as const;
export type SettingKey = (typeof settingKeys)[number];

/** One stream per setting key. */
export const settingStreamId = (key: SettingKey) => `setting-${key}`;

/**
 * A store setting took a new value. codFee is an amount string with two decimals ("15.00"); unconfirmedCancelHours
 * (0: never) and maxDeliveryAttempts are whole numbers written as text (ADR 057).
 */
export const SettingChanged = defineEvent(
  'SettingChanged',
  z.object({ key: z.enum(settingKeys), value: z.string(), changedAt: z.string() }),
);

export const settingsEvents = [SettingChanged] as const;
export type SettingsEvent = EventOf<typeof settingsEvents>;
