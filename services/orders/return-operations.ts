import { z } from 'zod';
import type { ApiOperation } from '../../infra/http/openapi.js';
import {
  adminReturnAnswer,
  changeReturnRequest,
  creditNoteAnswer,
  requestReturnRequest,
  returnAnswer,
  returnListQuery,
  returnableAnswer,
} from './return-schemas.js';

/** Returns, exchanges and credit notes (ADR 067), for the API document. */
export const returnOperations: readonly ApiOperation[] = [
  {
    method: 'POST',
    route: '/api/account/orders/:id/returns',
    summary: 'Ask to return or exchange lines of a delivered order of hers, within the return window',
    access: 'customer',
    body: requestReturnRequest,
    responses: { 201: returnAnswer },
  },
  {
    method: 'GET',
    route: '/api/account/orders/:id/returnable',
    summary: 'What of a delivered order of hers may still be returned or exchanged, and until when',
    access: 'customer',
    responses: { 200: returnableAnswer },
  },
  { method: 'GET', route: '/api/account/returns', summary: 'Her returns, newest first', access: 'customer', paged: true, responses: { 200: z.array(returnAnswer) } },
  { method: 'GET', route: '/api/account/returns/:id', summary: 'One of her returns', access: 'customer', responses: { 200: returnAnswer } },
  {
    method: 'GET',
    route: '/api/account/returns/:id/credit-note',
    summary: 'The credit note of one of her refunded returns (404 before the refund)',
    access: 'customer',
    responses: { 200: creditNoteAnswer },
  },
  {
    method: 'GET',
    route: '/api/admin/returns',
    summary: 'Returns, newest first, in one status or any',
    access: 'admin',
    query: returnListQuery,
    paged: true,
    responses: { 200: z.array(adminReturnAnswer) },
  },
  { method: 'GET', route: '/api/admin/returns/:id', summary: 'One return with its customer', access: 'admin', responses: { 200: adminReturnAnswer } },
  {
    method: 'PATCH',
    route: '/api/admin/returns/:id',
    summary: 'Move a return on: approve, reject, received, refunded (credit note) or exchanged (linked order)',
    access: 'admin',
    body: changeReturnRequest,
    responses: { 200: adminReturnAnswer },
  },
  { method: 'GET', route: '/api/admin/credit-notes/:number', summary: 'A credit note by its number', access: 'admin', responses: { 200: creditNoteAnswer } },
];
