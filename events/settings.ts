import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue.js';

export const settingKeys = [
  'codFee',
  'unconfirmedCancelHours',
  'maxDeliveryAttempts',
  'returnWindowDays',
  'personalDataRetentionYears',
] as const;
export type SettingKey = (typeof settingKeys)[number];

/** What a setting reads as before an admin ever set it. */
export const settingDefaults: Readonly<Record<SettingKey, string>> = {
  codFee: '0.00',
  // The spec's behaviour: an order nobody confirmed is kept.
  unconfirmedCancelHours: '0',
  maxDeliveryAttempts: '3',
  // Days after delivery a shopper may ask to return or exchange lines (ADR 067).
  returnWindowDays: '14',
  // Years without an order or a sign-in after which a customer's personal data is erased by the retention rules.
  personalDataRetentionYears: '5',
};

/** One stream per setting key. */
export const settingStreamId = (key: SettingKey) => `setting-${key}`;

/**
 * A store setting took a new value. codFee is an amount string with two decimals ("15.00"); unconfirmedCancelHours
 * (0: never), maxDeliveryAttempts, returnWindowDays and personalDataRetentionYears are whole numbers written as
 * text (ADR 057).
 */
export const SettingChanged = defineEvent(
  'SettingChanged',
  z.object({ key: z.enum(settingKeys), value: z.string(), changedAt: z.string() }),
);

export const settingsEvents = [SettingChanged] as const;
export type SettingsEvent = EventOf<typeof settingsEvents>;
