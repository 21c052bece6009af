import type { z } from 'zod';
import { AppError } from '../../infra/errors.js';
import { parse } from '../../infra/http/validate.js';

/** `parse`, with the 400 of an invalid request named `code` for clients to tell it from others. */
export function parseAs<Schema extends z.ZodType>(schema: Schema, body: unknown, code: string): z.output<Schema> {
  try {
    return parse(schema, body);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'invalid') throw error;
    throw new AppError(error.status, error.message, error.errors, code, error.params);
  }
}
