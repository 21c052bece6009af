import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../infra/config.js';
import { createLogger, type Logger } from '../../infra/logger.js';
import { startStore, type RunningStore } from '../../app/server.js';
import { answerChecker, type ApiDocument } from './api-document.js';
import { createTestDatabase, testDataKey, type TestDatabase } from './database.js';
import { laterLogPosition } from './log-position.js';

export const testAdmin = { email: 'admin@store.test', password: 'admin-pass-123' };
/** The session secret test stores run with: it also signs the order links their mail carries (infra/order-links.ts). */
export const testSessionSecret = 'test-secret-that-is-long-enough-to-sign-sessions';

export interface TestStore {
  readonly url: string;
  readonly db: TestDatabase;
  readonly running: RunningStore;
  /** fetch against the store; `cookie` sends a session. JSON bodies are encoded. */
  request(method: string, path: string, options?: RequestOptions): Promise<TestResponse>;
  login(email?: string, password?: string): Promise<string>;
  /** Registers a customer and returns its session cookie. */
  customer(email?: string): Promise<string>;
  /**
   * Returns once the read models have reached every write this client made (a read carrying its position): for a
   * test that reads their tables directly, since writes answer at their append (ADR 049).
   */
  settled(): Promise<void>;
  eventCount(): Promise<number>;
  stop(): Promise<void>;
}

export interface RequestOptions {
  body?: unknown;
  rawBody?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

export interface TestResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly body: any;
  readonly text: string;
}

/**
 * The real store (HTTP, projections, sessions) on a fresh database, listening on a free port. It logs errors only
 * (request lines would bury the test output), unless given a logger.
 */
export async function startTestStore(env: Record<string, string> = {}, options: { logger?: Logger } = {}): Promise<TestStore> {
  const db = await createTestDatabase();
  const dataDir = path.join(os.tmpdir(), `store-test-${randomBytes(4).toString('hex')}`);
  await mkdir(dataDir, { recursive: true, mode: 0o755 });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_DEMO: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    ADMIN_EMAIL: testAdmin.email,
    ADMIN_PASSWORD: testAdmin.password,
    JWT_SECRET: testSessionSecret,
    DATA_KEY: testDataKey,
    // Suites register many shoppers from one address; the limit's own test sets it low.
    REGISTER_LIMIT_PER_HOUR: '100000',
    ...env,
  });
  const running = await startStore(config, options.logger ?? createLogger('error'));
  const url = `http://127.0.0.1:${running.port}`;

  // Like the web client (ADR 041): the latest log position a write answered with goes with every later request, so a
  // test reads what it wrote before, whichever session or none it reads with.
  let position: string | undefined;
  const request = async (method: string, route: string, options: RequestOptions = {}): Promise<TestResponse> => {
    const headers: Record<string, string> = { ...(position ? { 'x-log-position': position } : {}), ...options.headers };
    if (options.cookie) headers.cookie = options.cookie;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(`${url}${route}`, { method, headers, body });
    position = laterLogPosition(position, response.headers.get('x-log-position'));
    const text = await response.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    await checkAnswer(method, route, response, parsed ?? text);
    return { status: response.status, headers: response.headers, body: parsed, text };
  };

  /**
   * Every answer of a documented call is checked against the store's own API document (GET /api/openapi.json): a
   * route answering another shape than its published schema fails the test that received it. Calls the document
   * does not name (deliberately wrong paths and methods) are left to their tests.
   */
  let checker: ReturnType<typeof answerChecker> | undefined;
  const checkAnswer = async (method: string, route: string, response: Response, body: unknown) => {
    if (process.env.API_CONTRACT_CHECK === '0' || !route.startsWith('/api/')) return;
    checker ??= answerChecker((await (await fetch(`${url}/api/openapi.json`)).json()) as ApiDocument);
    const result = checker(method, route, response.status, response.headers.get('content-type'), body);
    if (result.path !== null && result.problems.length > 0) {
      throw new Error(`The answer does not fit the API document:\n${result.problems.join('\n')}`);
    }
  };

  const sessionCookie = (response: TestResponse) => {
    const setCookie = response.headers.get('set-cookie') ?? '';
    const match = /session=([^;]+)/.exec(setCookie);
    if (!match) throw new Error(`no session cookie (status ${response.status}: ${response.text})`);
    return `session=${match[1]}`;
  };

  let customers = 0;
  return {
    url,
    db,
    running,
    request,
    async login(email = testAdmin.email, password = testAdmin.password) {
      return sessionCookie(await request('POST', '/api/auth/login', { body: { email, password } }));
    },
    async customer(email) {
      customers += 1;
      const address = email ?? `shopper-${customers}-${randomBytes(3).toString('hex')}@example.com`;
      return sessionCookie(
        await request('POST', '/api/auth/register', { body: { name: 'Test Shopper', email: address, password: 'secret1' } }),
      );
    },
    async settled() {
      const answer = await request('GET', '/api/health');
      if (answer.headers.get('x-log-position-reached') === 'false') throw new Error('the read models did not reach the writes in time');
    },
    async eventCount() {
      const result = await db.pool.query<{ n: number }>('select count(*)::int as n from events');
      return result.rows[0]!.n;
    },
    async stop() {
      await running.stop();
      await db.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
