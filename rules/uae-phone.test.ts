import { describe, expect, it } from 'vitest';
import { isUaePhone } from './uae-phone.js';

describe('UAE phone numbers', () => {
  it('takes mobiles and landlines with the national 0, the country code or neither, however spaced', () => {
    for (const phone of [
      '0501234567',
      '050 123 4567',
      '050-123-4567',
      '501234567',
      '+971501234567',
      '+971 50 123 4567',
      '+971 (0)50 123 4567',
      '00971 55 111 2222',
      '971561234567',
      '04 123 4567',
      '041234567',
      '41234567',
      '+971 4 123 4567',
      '02-123-4567',
      '+97192345678',
      '٠٥٠١٢٣٤٥٦٧',
      '+٩٧١ ٥٥ ١١١ ٢٢٢٢',
    ]) {
      expect(isUaePhone(phone), phone).toBe(true);
    }
  });

  it('refuses what cannot be a UAE line', () => {
    for (const phone of [
      'abc',
      '050',
      '05012345678',
      '050123456',
      '0812345678',
      '081234567',
      '051234567',
      '+44 20 7946 0958',
      '+1 555 0100',
      '+971 50 123 456',
      '0501234567 ext 2',
      '',
    ]) {
      expect(isUaePhone(phone), phone).toBe(false);
    }
  });
});
