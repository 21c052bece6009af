import { createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import jwt from 'jsonwebtoken';
import type { Config } from '../config.js';
import type { Sessions, SessionUser } from './context.js';

export const sessionCookie = 'session';
const maxAgeSeconds = 7 * 24 * 60 * 60;

/** The signing secret: JWT_SECRET, or (development only) one generated once and kept in the data folder. */
export async function loadJwtSecret(config: Config): Promise<string> {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  const file = path.join(config.DATA_DIR, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  await mkdir(config.DATA_DIR, { recursive: true });
  const secret = randomBytes(48).toString('hex');
  await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(() => undefined);
  // Another process may have written it first; its secret wins.
  return readFileSync(file, 'utf8').trim();
}

export function createSessions(secret: string, secure: boolean): Sessions & {
  read: (req: Request) => SessionUser | undefined;
  middleware: (req: Request, res: Response, next: NextFunction) => void;
} {
  // A key object made once: given a string, the JWT library works out its kind again on every call.
  const key = signingKey(secret);
  const read = (req: Request) => verifySessionToken(key, readCookie(req.headers.cookie, sessionCookie));
  return {
    issue(res, user) {
      const token = jwt.sign({ email: user.email, role: user.role }, key, {
        algorithm: 'HS256',
        subject: user.id,
        expiresIn: maxAgeSeconds,
      });
      res.cookie(sessionCookie, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: '/',
        maxAge: maxAgeSeconds * 1000,
      });
    },
    clear(res) {
      res.clearCookie(sessionCookie, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
    },
    read,
    middleware(req, _res, next) {
      req.user = read(req);
      next();
    },
  };
}

/** Only HS256 tokens signed with our secret and not expired count; anything else is no session. */
export function signingKey(secret: string): KeyObject {
  return createSecretKey(Buffer.from(secret, 'utf8'));
}

export function verifySessionToken(key: KeyObject, token: string | undefined): SessionUser | undefined {
  if (!token) return undefined;
  try {
    const claims = jwt.verify(token, key, { algorithms: ['HS256'] });
    if (typeof claims !== 'object' || typeof claims.sub !== 'string') return undefined;
    const { email, role } = claims as { email?: unknown; role?: unknown };
    if (typeof email !== 'string' || typeof role !== 'string') return undefined;
    return { id: claims.sub, email, role };
  } catch {
    return undefined;
  }
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const value = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}
