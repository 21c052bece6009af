import type { Request } from 'express';
import { notFound } from '../errors.js';
import { uuidPattern } from '../../rules/ids.js';

/**
 * A uuid path parameter. Anything else cannot name a record, so it is
 * answered like an unknown id (404), before it reaches a uuid column.
 */
export function uuidParam(req: Request, name: string, notFoundMessage: string): string {
  const value = req.params[name];
  if (typeof value !== 'string' || !uuidPattern.test(value)) throw notFound(notFoundMessage);
  return value.toLowerCase();
}
