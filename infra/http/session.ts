import { createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import type { Config } from '../config.js';
import { uuidPattern } from '../../rules/ids.js';

export const sessionCookie = 'session';
/**
 * Set beside the session cookie, readable by the page (it holds no secret): the web asks `GET /api/auth/me` only when
 * it is there, so a visitor's page makes no request that answers 401 (ADR 043). It says "worth asking", never who.
 */
export const signedInHintCookie = 'signed_in';

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

/** What a session token says: whose it is and which server-side session it belongs to. */
export interface SessionClaims {
  readonly userId: string;
  readonly sessionId: string;
}

// A key object made once: given a string, the JWT library works out its kind again on every call.
export function signingKey(secret: string): KeyObject {
  return createSecretKey(Buffer.from(secret, 'utf8'));
}

export function signSessionToken(key: KeyObject, claims: SessionClaims, expiresAt: Date): string {
  return jwt.sign({ sid: claims.sessionId, exp: Math.floor(expiresAt.getTime() / 1000) }, key, {
    algorithm: 'HS256',
    subject: claims.userId,
  });
}

/**
 * Only HS256 tokens signed with our secret, not expired, naming a user and a session by id, count; anything else is
 * no session. The ids are checked for shape here, so a signed token with an odd subject never reaches a query.
 */
export function verifySessionToken(key: KeyObject, token: string | undefined): SessionClaims | undefined {
  if (!token) return undefined;
  try {
    const claims = jwt.verify(token, key, { algorithms: ['HS256'] });
    if (typeof claims !== 'object') return undefined;
    const { sub, sid } = claims as { sub?: unknown; sid?: unknown };
    if (typeof sub !== 'string' || typeof sid !== 'string' || !uuidPattern.test(sub) || !uuidPattern.test(sid)) return undefined;
    return { userId: sub.toLowerCase(), sessionId: sid.toLowerCase() };
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
