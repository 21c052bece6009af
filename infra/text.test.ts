import { describe, expect, it } from 'vitest';
import { cleanText, optionalText, requiredText } from './text.js';

describe('the text rule', () => {
  it('removes bidirectional embeddings, overrides and isolates, wherever they are', () => {
    expect(cleanText('\u202Egnp.exe\u202C')).toBe('gnp.exe');
    expect(cleanText('\u2067عباية\u2069 Black \u202Aabc\u202B\u202D')).toBe('عباية Black abc');
    expect(cleanText(' \u2066 Noor \u2069 ')).toBe('Noor');
  });

  it('keeps real text as it is: Arabic, emoji, joiners inside words, direction marks between words', () => {
    for (const text of ['عباية سوداء', 'Silk Hijab 👗', 'می\u200Cخواهم', 'Noor\u200F (نور)', '👩\u200D👧']) {
      expect(cleanText(text)).toBe(text);
    }
  });

  it('makes text of invisible characters only empty', () => {
    for (const text of ['\u200B', '\u200B\u200C\u200D\u2060', '\uFEFF', ' \u00AD ', '\u200E\u200F\u061C', '\u3164', '\u2800', '\uFE0F', '\u202E\u202C']) {
      expect(cleanText(text), JSON.stringify(text)).toBe('');
    }
  });

  it('refuses required text that shows nothing with the field\'s own message, and lets optional text be none', () => {
    const name = requiredText('English name is required', 10);
    expect(name.safeParse('\u200B\u200B').error?.issues[0]?.message).toBe('English name is required');
    expect(name.safeParse('  ').error?.issues[0]?.message).toBe('English name is required');
    expect(name.safeParse(undefined).error?.issues[0]?.message).toBe('English name is required');
    expect(name.safeParse('x'.repeat(11)).error?.issues[0]?.message).toBe('At most 10 characters');
    // Length counts what is kept.
    expect(name.parse(`\u202E${'x'.repeat(10)}\u202C`)).toBe('x'.repeat(10));
    expect(optionalText(10).parse('\u200B')).toBeNull();
    expect(optionalText(10).parse(' note ')).toBe('note');
  });
});
