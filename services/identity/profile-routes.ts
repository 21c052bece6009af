import { Router, type Response } from 'express';
import { findUserById, findUserWithPassword, normaliseEmail } from '../../projections/users/index.js';
import { AppError, unauthorized } from '../../infra/errors.js';
import { proxyTrust } from '../../infra/http/client-address.js';
import { metadataOf, written, type ModuleContext } from '../../infra/http/context.js';
import { requireUser } from '../../infra/http/guards.js';
import { parse } from '../../infra/http/validate.js';
import { releaseLoginAttempt, reserveLoginAttempt } from './login-throttle.js';
import { verifyPassword } from './password.js';
import { changePassword, renameUser } from './profile.js';
import { passwordChangeRequest, profileRequest } from './schemas.js';

/** A signed-in user's own name and password. */
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
    const append = await renameUser(context.store, userId, body.name, metadataOf(req));
    // Answered at the append (ADR 049): her account as the read model holds it (the rename changed none of it but
    // the name, which the decision gives). Only an account it does not show yet is waited for and read back.
    const known = await findUserById(context.pool, userId);
    await written(context, req, res, append, known ? [] : ['users']);
    if (!known) return answerUser(res, userId);
    res.setHeader('cache-control', 'no-store');
    res.json({ ...known, name: body.name });
  });

  // The current password is a guess like a sign-in: it counts against the same limits (a known device's own, ADR
  // 063), so a session left open cannot be used to find the password out.
  router.post('/account/password', async (req, res) => {
    const body = parse(passwordChangeRequest, req.body);
    const user = await findUserWithPassword(context.pool, req.user!.id);
    if (!user) throw unauthorized();
    const account = normaliseEmail(user.email);
    const device = context.sessions.knownDevice(req, account, user.passwordHash);
    const keys = { client: proxy.clientAddress(req), account, device };
    const reservation = await reserveLoginAttempt(context.pool, keys);
    if (!reservation.allowed) {
      res.setHeader('retry-after', String(reservation.retryAfterSeconds));
      throw new AppError(429, 'Too many failed attempts. Please try again later.', undefined, 'too_many_attempts', {
        retryAfterSeconds: reservation.retryAfterSeconds,
      });
    }
    const currentPasswordMatches = await verifyPassword(user.passwordHash, body.currentPassword);
    if (currentPasswordMatches) await releaseLoginAttempt(context.pool, keys);
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
    const user = await findUserById(context.pool, userId);
    if (!user) throw unauthorized();
    res.setHeader('cache-control', 'no-store');
    res.json(user);
  }

  return router;
}
