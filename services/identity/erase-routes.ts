import type { Request } from 'express';
import { AppError } from '../../infra/errors.js';
import { metadataOf, written } from '../../infra/http/context.js';
import { uuidParam } from '../../infra/http/params.js';
import { parse } from '../../infra/http/validate.js';
import { erasePersonalData } from './erase.js';
import { checkPasswordAgain } from './password-guess.js';
import { userNotFound } from './role-change.decider.js';
import { eraseAccountRequest, eraseCustomerRequest, erasedAnswer as erasedAnswerSchema, type ErasedAnswer } from './schemas.js';
import type { RouteDefinition } from '../../infra/http/routes.js';
import { proxyOf } from './client-proxy.js';

const erasedAnswer: ErasedAnswer = { erased: true };

/** A path id that is no uuid names no user: the same 404 as an unknown one. */
function userIdParam(req: Request): string {
  try {
    return uuidParam(req, 'id', userNotFound);
  } catch {
    throw new AppError(404, userNotFound, undefined, 'user_not_found');
  }
}

/**
 * Erasure of a person (the right to be forgotten), by herself from her profile or by an admin from her customer
 * page (admin only: app.ts guards /admin). Each answers 202 once the erasure is appended and the users read model
 * shows it, so that from the answer on her address signs nobody in; her sessions end on every instance.
 */
export const eraseRoutes: readonly RouteDefinition[] = [
  // The password is a guess like a sign-in (checkPasswordAgain).
  {
    method: 'POST',
    route: '/api/account/erase',
    summary: 'Erase her personal data (her orders keep their numbers and amounts); every session of hers ends',
    access: 'customer',
    body: eraseAccountRequest,
    responses: { 202: erasedAnswerSchema },
    handler: (context) => async (req, res) => {
      const body = parse(eraseAccountRequest, req.body);
      const { user, matches: passwordMatches } = await checkPasswordAgain(context, proxyOf(context), req, res, body.password);
      const { append } = await erasePersonalData(context.store, { userId: user.id, by: 'self', passwordMatches }, metadataOf(req));
      await written(context, req, res, append, ['users']);
      // Every session of hers ends, this one too: she is signed out here and on every other device.
      await context.sessions.endSessionsOf(user.id);
      await context.sessions.end(req, res);
      res.status(202).json(erasedAnswer);
    },
  },
  {
    method: 'POST',
    route: '/api/admin/customers/:id/erase',
    summary: "Erase a customer's personal data, with the reason; her sessions end",
    access: 'admin',
    body: eraseCustomerRequest,
    responses: { 202: erasedAnswerSchema },
    handler: (context) => async (req, res) => {
      const id = userIdParam(req);
      const { reason } = parse(eraseCustomerRequest, req.body);
      const { append } = await erasePersonalData(context.store, { userId: id, by: 'staff', actorId: req.user!.id, reason }, metadataOf(req));
      await written(context, req, res, append, ['users']);
      await context.sessions.endSessionsOf(id);
      res.status(202).json(erasedAnswer);
    },
  },
];
