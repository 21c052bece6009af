import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptBytes, encryptBytes, parseMasterKey, PersonalDataError } from './personal-data.js';

describe('the sealed box of personal fields', () => {
  const key = randomBytes(32);
  const plain = Buffer.from(JSON.stringify({ shippingPhone: '+971501234567' }), 'utf8');

  it('opens with its key and context, and never shows the plaintext', () => {
    const sealed = encryptBytes(key, plain, 'OrderPlaced/p1');
    expect(sealed.includes(plain)).toBe(false);
    expect(decryptBytes(key, sealed, 'OrderPlaced/p1').toString('utf8')).toBe(plain.toString('utf8'));
  });

  it('is different every time, so equal values cannot be told apart', () => {
    expect(encryptBytes(key, plain, 'x').equals(encryptBytes(key, plain, 'x'))).toBe(false);
  });

  it('refuses a changed byte, a wrong key, another context and a cut box', () => {
    const sealed = encryptBytes(key, plain, 'OrderPlaced/p1');
    const tampered = Buffer.from(sealed);
    tampered[20] = tampered[20]! ^ 1;
    expect(() => decryptBytes(key, tampered, 'OrderPlaced/p1')).toThrow(PersonalDataError);
    expect(() => decryptBytes(randomBytes(32), sealed, 'OrderPlaced/p1')).toThrow(PersonalDataError);
    // A box moved to another person's event, or another type, does not open there.
    expect(() => decryptBytes(key, sealed, 'OrderPlaced/p2')).toThrow(PersonalDataError);
    expect(() => decryptBytes(key, sealed.subarray(0, 10), 'OrderPlaced/p1')).toThrow(PersonalDataError);
  });
});

describe('the master key as configured', () => {
  it('is 32 bytes as hex or base64, else refused', () => {
    expect(parseMasterKey('ab'.repeat(32))).toHaveLength(32);
    expect(parseMasterKey(randomBytes(32).toString('base64'))).toHaveLength(32);
    expect(() => parseMasterKey('too-short')).toThrow(PersonalDataError);
    expect(() => parseMasterKey(randomBytes(16).toString('base64'))).toThrow(PersonalDataError);
  });
});
