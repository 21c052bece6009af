import type { z } from 'zod';
import { badRequest, type FieldErrors } from '../errors.js';

/**
 * Parses a request part with a zod schema; a failure becomes a 400 whose
 * message is the first problem's text and whose `errors` list every field's.
 */
export function parse<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    (errors[field] ??= []).push(issue.message);
  }
  throw badRequest(result.error.issues[0]?.message ?? 'Invalid input', errors);
}
