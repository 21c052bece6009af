import { Router } from 'express';
import { findUserByEmail, findUserById, normaliseEmail } from '../../projections/users/index.js';
import { AppError, unauthorized } from '../../infra/errors.js';
import { proxyTrust } from '../../infra/http/client-address.js';
import { metadataOf, settle, type ModuleContext } from '../../infra/http/context.js';
import { parse } from '../../infra/http/validate.js';
import { clearAccountFailures, isThrottled, recordFailure } from './login-throttle.js';
import { verifyPassword } from './password.js';
import { registerUser } from './register.js';
import { loginRequest, registerRequest } from './schemas.js';

const invalidCredentials = 'Invalid credentials';
const tooManyAttempts = 'Too many failed login attempts. Please try again later.';

export function identityRoutes(context: ModuleContext): Router {
  const router = Router();
  const proxy = proxyTrust(context.config.TRUST_PROXY);

  router.post('/auth/register', async (req, res) => {
    const body = parse(registerRequest, req.body);
    const { userId, append } = await registerUser(context.store, { ...body, role: 'customer' }, metadataOf(req));
    await settle(context, append);
    const user = await findUserById(context.pool, userId);
    if (!user) throw new Error(`Registered user ${userId} is missing from the read model`);
    context.sessions.issue(res, user);
    res.status(201).json(user);
  });

  router.post('/auth/login', async (req, res) => {
    const body = parse(loginRequest, req.body);
    const keys = { client: proxy.clientAddress(req), account: normaliseEmail(body.email) };
    if (await isThrottled(context.pool, keys)) throw new AppError(429, tooManyAttempts, undefined, 'too_many_attempts');
    const found = await findUserByEmail(context.pool, body.email);
    if (!(await verifyPassword(found?.passwordHash ?? null, body.password)) || !found) {
      await recordFailure(context.pool, keys);
      throw new AppError(401, invalidCredentials, undefined, 'invalid_credentials');
    }
    await clearAccountFailures(context.pool, keys.account);
    const { passwordHash: _hash, ...user } = found;
    context.sessions.issue(res, user);
    res.json(user);
  });

  router.post('/auth/logout', (_req, res) => {
    context.sessions.clear(res);
    res.status(204).end();
  });

  router.get('/auth/me', async (req, res) => {
    const user = req.user ? await findUserById(context.pool, req.user.id) : null;
    if (!user) throw unauthorized('Not authenticated');
    res.setHeader('cache-control', 'no-store');
    res.json(user);
  });

  return router;
}
