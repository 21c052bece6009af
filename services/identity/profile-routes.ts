import { Router, type Response } from 'express';
import { findUserProfile } from '../../projections/users/index.js';
import { unauthorized } from '../../infra/errors.js';
import { pgTimeText } from '../../infra/pg-time.js';
import { proxyTrust } from '../../infra/http/client-address.js';
import { metadataOf, written, type ModuleContext } from '../../infra/http/context.js';
import { requireUser } from '../../infra/http/guards.js';
import { parse } from '../../infra/http/validate.js';
import { checkPasswordAgain } from './password-guess.js';
import { changePassword, changeProfile } from './profile.js';
import { passwordChangeRequest, profileRequest, type ProfileAnswer } from './schemas.js';

/** A signed-in user's own name, marketing consent and password. */
export function profileRoutes(context: ModuleContext): Router {
  const router = Router();
  const proxy = proxyTrust(context.config.TRUST_PROXY);
  router.use('/account/profile', requireUser);
  router.use('/account/password', requireUser);

  router.get('/account/profile', async (req, res) => {
    await answerUser(res, req.user!.id);
  });

  router.patch('/account/profile', async (req, res) => {
    const body = parse(profileRequest, req.body);
    const userId = req.user!.id;
    const { append, state } = await changeProfile(context.store, userId, body, metadataOf(req));
    // Answered at the append (ADR 049): her account as the read model holds it, with what the decision gives (her
    // name and consent, from her stream). Only an account it does not show yet is waited for and read back.
    const known = await findUserProfile(context.pool, userId);
    await written(context, req, res, append, known ? [] : ['users']);
    if (!known) return answerUser(res, userId);
    res.setHeader('cache-control', 'no-store');
    const changedAt = state.marketingConsentChangedAt;
    res.json({
      ...known,
      name: state.name,
      marketingConsent: state.marketingConsent,
      marketingConsentChangedAt: changedAt === null ? null : pgTimeText(changedAt),
    } satisfies ProfileAnswer);
  });

  // The current password is a guess like a sign-in (checkPasswordAgain).
  router.post('/account/password', async (req, res) => {
    const body = parse(passwordChangeRequest, req.body);
    const { user, account, matches: currentPasswordMatches } = await checkPasswordAgain(context, proxy, req, res, body.currentPassword);
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
  });

  async function answerUser(res: Response, userId: string) {
    const user = await findUserProfile(context.pool, userId);
    if (!user) throw unauthorized();
    res.setHeader('cache-control', 'no-store');
    res.json(user satisfies ProfileAnswer);
  }

  return router;
}
