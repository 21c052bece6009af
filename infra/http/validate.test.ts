import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors.js';
import { parse, unstorableTextMessage } from './validate.js';

const schema = z.object({ name: z.string(), tags: z.array(z.string()).default([]), extra: z.record(z.string(), z.unknown()).optional() });

function refusal(input: unknown): AppError {
  try {
    parse(schema, input);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('parse', () => {
  it('keeps text PostgreSQL can store: Arabic, emoji (paired surrogates), direction and zero-width marks', () => {
    const name = 'عباية 👗 \u202Eabc\u202C \u200B\uFEFF';
    expect(parse(schema, { name })).toEqual({ name, tags: [] });
  });

  it.each([
    ['a NUL character', { name: 'a\u0000b' }, 'name'],
    ['a lone high surrogate', { name: 'x\uD800' }, 'name'],
    ['a lone low surrogate', { name: '\uDC00x' }, 'name'],
    ['surrogates in the wrong order', { name: '\uDC00\uD800' }, 'name'],
    ['a bad string inside an array', { name: 'ok', tags: ['fine', 'bad\u0000'] }, 'tags.1'],
    ['a bad key of a free-form object', { name: 'ok', extra: { 'k\u0000': 1 } }, 'extra.k\u0000'],
  ])('refuses %s with a 400 naming the field', (_label, input, field) => {
    const error = refusal(input);
    expect(error.status).toBe(400);
    expect(error.message).toBe(unstorableTextMessage);
    expect(error.errors).toEqual({ [field]: [unstorableTextMessage] });
  });

  it('walks deeply nested input without recursion', () => {
    let deep: unknown = 'bottom\u0000';
    for (let depth = 0; depth < 100_000; depth++) deep = [deep];
    const error = refusal({ name: 'ok', extra: { deep } });
    expect(error.status).toBe(400);
    expect(Object.keys(error.errors!)[0]!.length).toBeLessThan(300);
  });

  it('answers with the code a failed rule names, else the 400 default', () => {
    const coded = z.object({ phone: z.string().refine((value) => value.startsWith('05'), { message: 'Bad phone', params: { code: 'invalid_phone' } }) });
    const named = (() => {
      try {
        parse(coded, { phone: 'abc' });
      } catch (error) {
        return error as AppError;
      }
    })();
    expect(named).toMatchObject({ status: 400, message: 'Bad phone', code: 'invalid_phone', errors: { phone: ['Bad phone'] } });
    expect(refusal({ name: 3 }).code).toBe('invalid');
  });
});
