import type { Response } from 'express';
import { findUserByEmail, findUserById, normaliseEmail } from '../../projections/users/index.js';
import { AppError, unauthorized } from '../../infra/errors.js';
import { metadataOf, written } from '../../infra/http/context.js';
import { parse } from '../../infra/http/validate.js';
import { signedInHintCookie } from '../../infra/http/session.js';
import { releaseLoginAttempt, reserveLoginAttempt } from './login-throttle.js';
import { verifyPassword } from './password.js';
import { countRegistration } from './register-limit.js';
import { registerUser } from './register.js';
import { loginRequest, registerRequest, userAnswer } from './schemas.js';
import type { RouteDefinition } from '../../infra/http/routes.js';
import { proxyOf } from './client-proxy.js';

const invalidCredentials = 'Invalid credentials';
const tooManyAttempts = 'Too many failed login attempts. Please try again later.';
const tooManyRegistrations = 'Too many registrations from this address. Please try again later.';

export const identityRoutes: readonly RouteDefinition[] = [
  {
    method: 'POST',
    route: '/api/auth/register',
    summary: 'Open a shopper account and sign in',
    access: 'anyone',
    body: registerRequest,
    responses: { 201: userAnswer },
    handler: (context) => async (req, res) => {
      const body = parse(registerRequest, req.body);
      const wait = await countRegistration(context.pool, proxyOf(context).clientAddress(req), context.config.REGISTER_LIMIT_PER_HOUR);
      if (wait !== null) throw tooMany(res, tooManyRegistrations, 'limit_reached', wait);
      const { user, append } = await registerUser(context.store, { ...body, role: 'customer' }, metadataOf(req));
      // Answered at the append, from the registration itself (ADR 049). The session it starts is known to this
      // instance at once, with the position it carries, so her next requests need not find her in the read model.
      const sessionId = await context.sessions.issue(res, user, true);
      await written(context, req, res, append, [], sessionId);
      res.status(201).json(user);
    },
  },
  {
    method: 'POST',
    route: '/api/auth/login',
    summary: 'Sign in (sets the session and known-device cookies)',
    access: 'anyone',
    body: loginRequest,
    responses: { 200: userAnswer },
    handler: (context) => async (req, res) => {
      const body = parse(loginRequest, req.body);
      const account = normaliseEmail(body.email);
      const found = await findUserByEmail(context.pool, body.email);
      // A browser that signed in as her before is judged by its own failures alone, so strangers' guesses from
      // anywhere cannot keep her out of it; every other device keeps the address and account limits (ADR 063).
      const device = found ? context.sessions.knownDevice(req, account, found.passwordHash) : null;
      const keys = { client: proxyOf(context).clientAddress(req), account, device };
      // The attempt is counted before the password is checked, so parallel guesses cannot outrun the count.
      const reservation = await reserveLoginAttempt(context.pool, keys);
      if (!reservation.allowed) throw tooMany(res, tooManyAttempts, 'too_many_attempts', reservation.retryAfterSeconds);
      if (!(await verifyPassword(found?.passwordHash ?? null, body.password)) || !found) {
        throw new AppError(401, invalidCredentials, undefined, 'invalid_credentials');
      }
      await releaseLoginAttempt(context.pool, keys);
      const { passwordHash, ...user } = found;
      await context.sessions.issue(res, user);
      context.sessions.rememberDevice(req, res, account, passwordHash);
      res.json(user);
    },
  },
  // Ends the session on the server (on every instance); answers 204 whether or not there was one.
  {
    method: 'POST',
    route: '/api/auth/logout',
    summary: 'End this session',
    access: 'anyone',
    responses: { 204: null },
    handler: (context) => async (req, res) => {
      await context.sessions.end(req, res);
      res.status(204).end();
    },
  },
  {
    method: 'GET',
    route: '/api/auth/me',
    summary: 'Who is signed in (401 when nobody)',
    access: 'anyone',
    responses: { 200: userAnswer },
    handler: (context) => async (req, res) => {
      const user = req.user ? await findUserById(context.pool, req.user.id) : null;
      if (!user) {
        // The page asked because it held the signed-in hint: without a session it stops asking (ADR 043).
        res.clearCookie(signedInHintCookie, { path: '/' });
        throw unauthorized('Not authenticated');
      }
      res.setHeader('cache-control', 'no-store');
      res.json(user);
    },
  },
];

function tooMany(res: Response, message: string, code: string, retryAfterSeconds: number): AppError {
  res.setHeader('retry-after', String(retryAfterSeconds));
  return new AppError(429, message, undefined, code, { retryAfterSeconds });
}
