import { describe, expect, it } from 'vitest';
import { cleanText, optionalText, requiredText, singleLineCode, singleLineMessage, textField } from './text.js';

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

  const controls = ['a\r\nBcc: x@evil.example', 'a\nb', 'a\rb', 'a\tb', 'a\u0000b', 'a\u0007b', 'a\u001Bb', 'a\u007Fb', 'a\u0085b', 'a\u009Bb', 'a\u2028b', 'a\u2029b'];

  it('refuses line breaks, tabs and other control characters inside single-line text, with its code', () => {
    for (const schema of [requiredText('Name is required', 100), optionalText(100), textField(100)]) {
      for (const text of controls) {
        const issue = schema.safeParse(text).error?.issues[0];
        expect(issue?.message, JSON.stringify(text)).toBe(singleLineMessage);
        expect(issue && 'params' in issue ? issue.params : undefined, JSON.stringify(text)).toEqual({ code: singleLineCode });
      }
    }
    // Breaks at the ends are trimmed away, and text of breaks alone is blank.
    expect(requiredText('Name is required', 100).parse('\r\nNoor\t\n')).toBe('Noor');
    expect(requiredText('Name is required', 100).safeParse('\r\n').error?.issues[0]?.message).toBe('Name is required');
  });

  it('keeps line breaks and tabs in multi-line text', () => {
    expect(optionalText(1000, { multiLine: true }).parse('Call first.\r\nGate 2\tleft')).toBe('Call first.\r\nGate 2\tleft');
    expect(requiredText('Text is required', 1000, { multiLine: true }).parse('We sew.\n\nIn Dubai.\u2028')).toBe('We sew.\n\nIn Dubai.');
    expect(textField(1000, { multiLine: true }).parse('a\u2029b')).toBe('a\u2029b');
  });
});
