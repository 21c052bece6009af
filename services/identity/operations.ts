import { z } from 'zod';
import type { ApiOperation } from '../../infra/http/openapi.js';
import { changeRoleRequest, customerAnswer, customerDetailAnswer, customerOrderRowAnswer, customersQuery, eraseAccountRequest, eraseCustomerRequest, erasedAnswer, loginRequest, passwordChangeRequest, profileAnswer, profileRequest, registerRequest, userAnswer } from './schemas.js';

/** The identity module's calls, for the API document (infra/http/openapi.ts). */
export const identityOperations: readonly ApiOperation[] = [
  { method: 'POST', route: '/api/auth/register', summary: 'Open a shopper account and sign in', access: 'anyone', body: registerRequest, responses: { 201: userAnswer } },
  { method: 'POST', route: '/api/auth/login', summary: 'Sign in (sets the session and known-device cookies)', access: 'anyone', body: loginRequest, responses: { 200: userAnswer } },
  { method: 'POST', route: '/api/auth/logout', summary: 'End this session', access: 'anyone', responses: { 204: null } },
  { method: 'GET', route: '/api/auth/me', summary: 'Who is signed in (401 when nobody)', access: 'anyone', responses: { 200: userAnswer } },
  { method: 'GET', route: '/api/account/profile', summary: 'Her account, with her marketing consent', access: 'customer', responses: { 200: profileAnswer } },
  {
    method: 'PATCH',
    route: '/api/account/profile',
    summary: 'Change her name, her marketing consent, or both',
    access: 'customer',
    body: profileRequest,
    responses: { 200: profileAnswer },
  },
  { method: 'POST', route: '/api/account/password', summary: 'Change her password (her other sessions end)', access: 'customer', body: passwordChangeRequest, responses: { 204: null } },
  { method: 'GET', route: '/api/admin/customers', summary: 'Accounts, newest first, with what each ordered', access: 'admin', query: customersQuery, paged: true, responses: { 200: z.array(customerAnswer) } },
  { method: 'GET', route: '/api/admin/customers/:id', summary: 'An account with its latest orders', access: 'admin', responses: { 200: customerDetailAnswer } },
  { method: 'GET', route: '/api/admin/customers/:id/orders', summary: "An account's orders, newest first", access: 'admin', paged: true, responses: { 200: z.array(customerOrderRowAnswer) } },
  { method: 'POST', route: '/api/account/erase', summary: 'Erase her personal data (her orders keep their numbers and amounts); every session of hers ends', access: 'customer', body: eraseAccountRequest, responses: { 202: erasedAnswer } },
  { method: 'POST', route: '/api/admin/customers/:id/erase', summary: "Erase a customer's personal data, with the reason; her sessions end", access: 'admin', body: eraseCustomerRequest, responses: { 202: erasedAnswer } },
  { method: 'PATCH', route: '/api/admin/users/:id/role', summary: "Change an account's role (its sessions end)", access: 'admin', body: changeRoleRequest, responses: { 200: customerAnswer } },
];
