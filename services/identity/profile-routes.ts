import type { Response } from 'express';
import { findUserProfile } from '../../projections/users/index.js';
import { unauthorized } from '../../infra/errors.js';
import { pgTimeText } from '../../infra/pg-time.js';
import { metadataOf, written, type ModuleContext } from '../../infra/http/context.js';
import { parse } from '../../infra/http/validate.js';
import { checkPasswordAgain } from './password-guess.js';
import { changePassword, changeProfile } from './profile.js';
import { passwordChangeRequest, profileRequest, type ProfileAnswer, profileAnswer } from './schemas.js';
import type { RouteDefinition } from '../../infra/http/routes.js';
import { proxyOf } from './client-proxy.js';

async function answerUser(context: ModuleContext, res: Response, userId: string) {
  const user = await findUserProfile(context.pool, userId);
  if (!user) throw unauthorized();
  res.setHeader('cache-control', 'no-store');
  res.json(user satisfies ProfileAnswer);
}

/** A signed-in user's own name, marketing consent and password. */
export const profileRoutes: readonly RouteDefinition[] = [
  {
    method: 'GET',
    route: '/api/account/profile',
    summary: 'Her account, with her marketing consent',
    access: 'customer',
    responses: { 200: profileAnswer },
    handler: (context) => async (req, res) => {
      await answerUser(context, res, req.user!.id);
    },
  },
  {
    method: 'PATCH',
    route: '/api/account/profile',
    summary: 'Change her name, her marketing consent, or both',
    access: 'customer',
    body: profileRequest,
    responses: { 200: profileAnswer },
    handler: (context) => async (req, res) => {
      const body = parse(profileRequest, req.body);
      const userId = req.user!.id;
      const { append, state } = await changeProfile(context.store, userId, body, metadataOf(req));
      // Answered at the append (ADR 049): her account as the read model holds it, with what the decision gives (her
      // name and consent, from her stream). Only an account it does not show yet is waited for and read back.
      const known = await findUserProfile(context.pool, userId);
      await written(context, req, res, append, known ? [] : ['users']);
      if (!known) return answerUser(context, res, userId);
      res.setHeader('cache-control', 'no-store');
      const changedAt = state.marketingConsentChangedAt;
      res.json({
        ...known,
        name: state.name,
        marketingConsent: state.marketingConsent,
        marketingConsentChangedAt: changedAt === null ? null : pgTimeText(changedAt),
      } satisfies ProfileAnswer);
    },
  },
  // The current password is a guess like a sign-in (checkPasswordAgain).
  {
    method: 'POST',
    route: '/api/account/password',
    summary: 'Change her password (her other sessions end)',
    access: 'customer',
    body: passwordChangeRequest,
    responses: { 204: null },
    handler: (context) => async (req, res) => {
      const body = parse(passwordChangeRequest, req.body);
      const { user, account, matches: currentPasswordMatches } = await checkPasswordAgain(context, proxyOf(context), req, res, body.currentPassword);
      const { append, passwordHash } = await changePassword(
        context.store,
        user.id,
        { currentPasswordMatches, newPassword: body.newPassword },
        metadataOf(req),
      );
      // The new password forgets every known device (their marks were made with the old one) but this one.
      context.sessions.rememberDevice(req, res, account, passwordHash);
      await written(context, req, res, append);
      // Every other device signed in as her is signed out; this one stays.
      await context.sessions.endSessionsOf(user.id, req.user!.sessionId);
      res.status(204).end();
    },
  },
];
