import { describe, expect, it } from 'vitest';
import { formatPhone, isUaePhone, normalisePhone, phoneCallHref, phoneSearchDigits, storedPhone, whatsAppHref } from './uae-phone.js';

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

  it('writes every form of a number as one E.164 string', () => {
    for (const typed of [
      '0501234567',
      '050 123 4567',
      '050-123-4567',
      '(050) 123-4567',
      '501234567',
      '+971501234567',
      '+971 50 123 4567',
      '+971 (0)50 123 4567',
      '00971501234567',
      '00971 50 123 4567',
      '971501234567',
      '٠٥٠١٢٣٤٥٦٧',
      '۰۵۰۱۲۳۴۵۶۷',
      '+٩٧١ ٥٠ ١٢٣ ٤٥٦٧',
      ' 050 123 4567 ',
    ]) {
      expect(normalisePhone(typed), typed).toBe('+971501234567');
    }
    expect(normalisePhone('04 123 4567')).toBe('+97141234567');
    expect(normalisePhone('+971 2 123 4567')).toBe('+97121234567');
    expect(normalisePhone('92345678')).toBe('+97192345678');
  });

  it('has no E.164 form for what is no UAE number, and keeps such text as it was', () => {
    for (const typed of ['', 'abc', '050', '+44 20 7946 0958', '0812345678', '05012345678']) {
      expect(normalisePhone(typed), typed).toBeNull();
      expect(storedPhone(typed), typed).toBe(typed);
    }
    expect(storedPhone('٠٥٠١٢٣٤٥٦٧')).toBe('+971501234567');
    expect(storedPhone('+971501234567')).toBe('+971501234567');
  });

  it('shows a number in its local form with Western digits: mobiles 3-3-4, landlines 2-3-4', () => {
    expect(formatPhone('+971501234567')).toBe('050 123 4567');
    expect(formatPhone('٠٥٠١٢٣٤٥٦٧')).toBe('050 123 4567');
    expect(formatPhone('00971 55 111 2222')).toBe('055 111 2222');
    expect(formatPhone('+97141234567')).toBe('04 123 4567');
    expect(formatPhone('+97192345678')).toBe('09 234 5678');
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatPhone('١٢٣')).toBe('123');
    expect(formatPhone('')).toBe('');
  });

  it('links a number to a call and to a WhatsApp chat, and nothing for what is no UAE number', () => {
    expect(phoneCallHref('050 123 4567')).toBe('tel:+971501234567');
    expect(whatsAppHref('٠٥٠١٢٣٤٥٦٧')).toBe('https://wa.me/971501234567');
    expect(phoneCallHref('+97141234567')).toBe('tel:+97141234567');
    expect(phoneCallHref('')).toBeNull();
    expect(whatsAppHref('abc')).toBeNull();
  });

  it('reads the digits of a search text that looks like a phone, in any script', () => {
    expect(phoneSearchDigits('٠٥٠١٢٣٤٥٦٧')).toBe('0501234567');
    expect(phoneSearchDigits('+971 (50) 123-4567')).toBe('971501234567');
    expect(phoneSearchDigits('4567')).toBe('4567');
    expect(phoneSearchDigits('Maryam 050')).toBeNull();
    expect(phoneSearchDigits('maryam@example.com')).toBeNull();
  });
});
