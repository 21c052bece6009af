import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The known-device cookie (ADR 063): "this browser signed in as this account, with its current password, before".
 * It holds up to `maxMarks` marks, one per account signed in from the browser, each `<deviceId>.<mac>`: a random
 * id for the browser and an HMAC-SHA256 over that id, the account and the account's password hash, under a key
 * derived from the session secret for this use alone. The mark names no account (the sign-in's email says which one
 * to check), cannot be made without a sign-in, and stops proving anything once the password changes.
 */
export const knownDeviceCookie = 'known_device';
/** A browser stays known for a year after its last sign-in; every sign-in renews the cookie. */
export const knownDeviceLifetimeSeconds = 365 * 24 * 60 * 60;
/** Sent to the API alone: sign-in and the password change are the calls that read it. */
export const knownDevicePath = '/api';
const maxMarks = 5;

export interface KnownDevices {
  /** The id of the device whose mark in `cookieValue` proves a sign-in as `account` with `passwordHash`, or null. */
  deviceOf(cookieValue: string | undefined, account: string, passwordHash: string): string | null;
  /**
   * The cookie's value after a sign-in as `account`: its mark first (keeping the device's id when it had one), then
   * the browser's marks for other accounts, the oldest dropped past `maxMarks`.
   */
  remember(cookieValue: string | undefined, account: string, passwordHash: string): string;
}

const markPattern = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export function knownDevices(secret: string): KnownDevices {
  const key = Buffer.from(hkdfSync('sha256', secret, 'known-devices', 'known device cookies', 32));
  // JSON keeps the three parts apart whatever an account's text holds.
  const mac = (deviceId: string, account: string, passwordHash: string) =>
    createHmac('sha256', key).update(JSON.stringify([deviceId, account, passwordHash])).digest('base64url');
  const marksOf = (cookieValue: string | undefined) =>
    (cookieValue ?? '')
      .split('~')
      .slice(0, maxMarks)
      .map((mark) => markPattern.exec(mark))
      .filter((match): match is RegExpExecArray => match !== null)
      .map(([mark, deviceId, given]) => ({ mark: mark!, deviceId: deviceId!, given: given! }));
  const proves = (mark: { deviceId: string; given: string }, account: string, passwordHash: string) =>
    timingSafeEqual(Buffer.from(mark.given), Buffer.from(mac(mark.deviceId, account, passwordHash)));

  return {
    deviceOf(cookieValue, account, passwordHash) {
      return marksOf(cookieValue).find((mark) => proves(mark, account, passwordHash))?.deviceId ?? null;
    },
    remember(cookieValue, account, passwordHash) {
      const marks = marksOf(cookieValue);
      const own = marks.find((mark) => proves(mark, account, passwordHash));
      const deviceId = own?.deviceId ?? randomBytes(16).toString('base64url');
      const others = marks.filter((mark) => mark !== own).map((mark) => mark.mark);
      return [`${deviceId}.${mac(deviceId, account, passwordHash)}`, ...others].slice(0, maxMarks).join('~');
    },
  };
}
