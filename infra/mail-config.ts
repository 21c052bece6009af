import { z } from 'zod';
import { wholeNumber } from './config-values.js';

/** The settings of outgoing mail (README "Email"), checked with the rest of the configuration. */
export const mailSettings = {
  /** smtp:// (STARTTLS when the server offers it; `?requireTLS=true` insists) or smtps:// (TLS from the start). Unset: mail is written to files. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z
    .string()
    .regex(/^[^\r\n]*<?[^\s@<>]+@[^\s@<>]+>?\s*$/, 'MAIL_FROM must be an address, e.g. Sakina <orders@example.com>')
    .default('Sakina <no-reply@store.local>'),
  /** Who hears of new orders instead of the admin accounts, comma separated. */
  ORDER_ALERT_TO: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((address) => address.trim()).filter(Boolean))
    .pipe(z.array(z.email('ORDER_ALERT_TO must be email addresses separated by commas'))),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http:// or https:// URL' }).optional(),
  /** Attempts after the first, each waiting about twice as long as the one before. */
  MAIL_RETRY_LIMIT: wholeNumber('MAIL_RETRY_LIMIT', 0, 50).default(10),
  /** The wait before the first retry; later ones double it (with some jitter). */
  MAIL_RETRY_DELAY_SECONDS: wholeNumber('MAIL_RETRY_DELAY_SECONDS', 1, 3600).default(30),
  /** How long one attempt may take; a message an instance was sending when it stopped is tried again after it. */
  MAIL_SEND_TIMEOUT_SECONDS: wholeNumber('MAIL_SEND_TIMEOUT_SECONDS', 2, 600).default(60),
};
