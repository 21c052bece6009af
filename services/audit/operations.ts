import { z } from 'zod';
import type { ApiOperation } from '../../infra/http/openapi.js';
import { eventLogEntryAnswer, eventLogFilters, sealAnswer } from './schemas.js';

/** The auditors' calls on the event log, for the API document (infra/http/openapi.ts). */
export const auditOperations: readonly ApiOperation[] = [
  { method: 'GET', route: '/api/audit/seal', summary: "The log's sealed head (hash chain)", access: 'audit', responses: { 200: sealAnswer } },
  { method: 'GET', route: '/api/audit/events', summary: 'The event log, filtered, newest first', access: 'audit', query: eventLogFilters, paged: 'bounded', responses: { 200: z.array(eventLogEntryAnswer) } },
  { method: 'GET', route: '/api/audit/events.csv', summary: 'The filtered event log as CSV', access: 'audit', query: eventLogFilters, responses: { 200: { mediaType: 'text/csv' } } },
];
