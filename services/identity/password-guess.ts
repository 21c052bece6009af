import type { Request, Response } from 'express';
import { findUserWithPassword, normaliseEmail } from '../../projections/users/index.js';
import { AppError, unauthorized } from '../../infra/errors.js';
import type { ProxyTrust } from '../../infra/http/client-address.js';
import type { ModuleContext } from '../../infra/http/context.js';
import { releaseLoginAttempt, reserveLoginAttempt } from './login-throttle.js';
import { verifyPassword } from './password.js';

/**
 * Her password, given again to confirm something grave (a new password, erasing her account), checked as a sign-in
 * guess: it counts against the same limits (a known device's own, ADR 063), so a session left open cannot be used to
 * find the password out. Past the limit, 429 with Retry-After; a right guess gives the attempt back.
 */
export async function checkPasswordAgain(
  context: ModuleContext,
  proxy: ProxyTrust,
  req: Request,
  res: Response,
  password: string,
): Promise<{ user: NonNullable<Awaited<ReturnType<typeof findUserWithPassword>>>; account: string; matches: boolean }> {
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
  const matches = await verifyPassword(user.passwordHash, password);
  if (matches) await releaseLoginAttempt(context.pool, keys);
  return { user, account, matches };
}
