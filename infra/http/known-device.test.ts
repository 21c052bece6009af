import { describe, expect, it } from 'vitest';
import { knownDevices } from './known-device.js';

const devices = knownDevices('a-session-secret-that-is-long-enough-for-tests');
const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';

describe('known-device marks', () => {
  it('prove a sign-in as the account they were made for, with its password, and nothing else', () => {
    const cookie = devices.remember(undefined, 'owner@example.com', hash);
    const device = devices.deviceOf(cookie, 'owner@example.com', hash);
    expect(device).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(devices.deviceOf(cookie, 'other@example.com', hash)).toBeNull();
    expect(devices.deviceOf(cookie, 'owner@example.com', `${hash}x`)).toBeNull();
    // Another store's secret, an altered mark, garbage and nothing prove nothing.
    expect(knownDevices('another-session-secret-that-is-long-enough').deviceOf(cookie, 'owner@example.com', hash)).toBeNull();
    const altered = `${cookie.slice(0, -1)}${cookie.endsWith('A') ? 'B' : 'A'}`;
    expect(devices.deviceOf(altered, 'owner@example.com', hash)).toBeNull();
    expect(devices.deviceOf(`${device}.${'A'.repeat(43)}`, 'owner@example.com', hash)).toBeNull();
    expect(devices.deviceOf('not a mark', 'owner@example.com', hash)).toBeNull();
    expect(devices.deviceOf(undefined, 'owner@example.com', hash)).toBeNull();
  });

  it('keep the device’s id across sign-ins and one mark for each of the last 5 accounts', () => {
    let cookie = devices.remember(undefined, 'owner@example.com', hash);
    const device = devices.deviceOf(cookie, 'owner@example.com', hash);
    cookie = devices.remember(cookie, 'owner@example.com', hash);
    expect(cookie.split('~')).toHaveLength(1);
    expect(devices.deviceOf(cookie, 'owner@example.com', hash)).toBe(device);

    for (let account = 1; account <= 5; account++) cookie = devices.remember(cookie, `family-${account}@example.com`, hash);
    expect(cookie.split('~')).toHaveLength(5);
    expect(devices.deviceOf(cookie, 'family-5@example.com', hash)).not.toBeNull();
    expect(devices.deviceOf(cookie, 'family-1@example.com', hash)).not.toBeNull();
    // The oldest sign-in's mark made room for the newest.
    expect(devices.deviceOf(cookie, 'owner@example.com', hash)).toBeNull();
  });

  it('make a new mark after a password change, the old one no longer proving anything', () => {
    const before = devices.remember(undefined, 'owner@example.com', hash);
    const after = devices.remember(before, 'owner@example.com', `${hash}-new`);
    expect(devices.deviceOf(after, 'owner@example.com', `${hash}-new`)).not.toBeNull();
    expect(devices.deviceOf(after, 'owner@example.com', `${hash}-new`)).not.toBe(devices.deviceOf(before, 'owner@example.com', hash));
    expect(devices.deviceOf(before, 'owner@example.com', `${hash}-new`)).toBeNull();
  });
});
