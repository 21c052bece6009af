import type { z } from 'zod';
import { AppError, badRequest, type FieldErrors } from '../errors.js';

/**
 * Parses a request part with a zod schema; a failure becomes a 400 whose
 * message is the first problem's text and whose `errors` list every field's.
 * Valid-looking input that PostgreSQL cannot store is refused here as well.
 */
export function parse<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) {
    const field = findUnstorableText(result.data);
    if (field !== undefined) throw badRequest(unstorableTextMessage, { [field]: [unstorableTextMessage] });
    return result.data;
  }
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    (errors[field] ??= []).push(issue.message);
  }
  const first = result.error.issues[0];
  // A rule may name its failure for clients to translate (`params: { code }` on a refinement); else the 400's own.
  const code = first && 'params' in first ? (first.params as { code?: unknown } | undefined)?.code : undefined;
  throw badRequest(first?.message ?? 'Invalid input', errors, typeof code === 'string' ? code : undefined);
}

/**
 * `parse`, with the 400 of an invalid request named for clients to tell it from others: one `code` for the request,
 * or a code chosen by the first field at fault. A rule that names its own failure keeps its code.
 */
export function parseAs<Schema extends z.ZodType>(schema: Schema, input: unknown, code: string | ((field: string) => string)): z.output<Schema> {
  try {
    return parse(schema, input);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'invalid') throw error;
    const named = typeof code === 'string' ? code : code(Object.keys(error.errors ?? {})[0] ?? '_');
    throw new AppError(error.status, error.message, error.errors, named, error.params);
  }
}

export const unstorableTextMessage = 'Text must not contain NUL characters or unpaired surrogates';

/** NUL (refused by text and jsonb) and a UTF-16 surrogate without its pair (refused by jsonb). */
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path of the first string (value or key) that cannot be stored, walking without recursion. */
function findUnstorableText(value: unknown): string | undefined {
  const pending: Array<[node: unknown, path: string]> = [[value, '']];
  // Field paths stop growing past a point: deeply nested junk must not make a huge error answer.
  const at = (path: string, step: string | number) => (path.length > 200 ? path : path ? `${path}.${step}` : String(step));
  while (pending.length > 0) {
    const [node, path] = pending.pop()!;
    if (typeof node === 'string') {
      if (unstorable.test(node)) return path || '_';
    } else if (Array.isArray(node)) {
      node.forEach((item, index) => pending.push([item, at(path, index)]));
    } else if (node !== null && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        if (unstorable.test(key)) return at(path, key);
        pending.push([item, at(path, key)]);
      }
    }
  }
  return undefined;
}
